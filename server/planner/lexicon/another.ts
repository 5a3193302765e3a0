/**
 * "y a los 2 días otro preguntando…", "otro igual a mi socio": what may follow "otro/otra" when it means one
 * more message. A plain noun after it ("abrimos otra sucursal", "tengo otro negocio") is something else.
 * Text is normalised.
 */
export const ANOTHER_MESSAGE_NEXT = /^(?:$|[,.;:]|(?:a|al|para|pa|por|con|de|del|en|y|e|que|mas|igual|parecido|similar|asi|igualito|despues|luego|tambien|mensaje|mensajito|correo|mail|email|whatsapp|aviso|avisito|recordatorio|notificacion|alerta|cupon|texto|sms|telegram|slack|discord)\b|[a-z]+(?:ando|iendo|yendo)(?:le|les|me|nos|lo|la|los|las)?\b|\d)/;

/**
 * "…y 15 días después de ese, uno con el cupón", "a la semana una preguntando…": in a piece that says a wait, "uno / una"
 * standing for a message (not an article: what follows must be what may follow "otro") is one more message. Never after
 * an article or a preposition ("a la una", "de una", "cada uno").
 */
export const ONE_MORE_AFTER_WAIT = /(?<!\b(?:con|de|del|en|el|la|las|por|sin|para|a|cada|ni)\s)\bun[oa]\b/;
