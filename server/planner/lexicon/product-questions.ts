/**
 * Questions about Enlaza itself — what it costs, how it charges, what it works with — as data.
 * Such a question never asks for something to be built, even when it says "cada" ("¿cobra por
 * cada flujo?") or a verb that looks like an order ("¿…o ocupo sacar otro número?").
 * Text is normalised (lower case, no accents).
 */
const PRICE = [
  'cuanto (?:cuesta|cuestan|cobra|cobran|sale|vale|es al mes)', '(?:cobra|cobran|cobras)\\s+(?:por|x)', '(?:que|cual es el) (?:precio|costo)',
  'pago mensual', 'pago anual', 'mensualidad', 'suscripcion', 'plan (?:gratis|gratuito|mensual|anual)',
];
/** "¿puedo cancelar cuando quiera?", "¿hay plazo forzoso?": the terms of the plan. */
const TERMS = [
  'cancelar (?:(?:mi|el|la) (?:plan|suscripcion|cuenta|servicio) )?(?:cuando (?:quiera|quieras|sea)|en cualquier momento)',
  'cancelar (?:mi|el|la) (?:plan|suscripcion|cuenta)', '(?:tiene|hay) (?:costo|plazo forzoso|contrato|permanencia)', 'plazo forzoso', 'contrato forzoso',
];
/** "Enlaza funciona con…", "enlaza cobra…": the product as the subject of the question. */
const PRODUCT_AS_SUBJECT = 'enlaza\\s+(?:funciona|jala|sirve|trabaja|se conecta|se integra|tiene|cobra|cuesta|es|incluye|soporta|acepta|puede usar)';

/** "¿siguen funcionando aunque tenga la compu apagada?": whether the automations run on their own. */
const RUNNING = [
  '(?:siguen|sigue|seguiran|seguira|van a seguir|va a seguir) (?:funcionando|corriendo|jalando)',
  '(?:compu|computadora|laptop|pc|celular|cel|telefono) (?:apagad[ao]|cerrad[ao])', 'dejar(?:la|lo)? (?:prendid[ao]|encendid[ao]|abiert[ao])',
];

export const ABOUT_PRODUCT = new RegExp(`\\b(?:${[...PRICE, ...TERMS, PRODUCT_AS_SUBJECT, ...RUNNING].join('|')})\\b`);

/**
 * "quisiera saber: ¿…?", "me gustaría saber, ¿…?", "les quería preguntar ¿…?", "una pregunta: ¿…?": words that only lead the
 * question after them, no wish to be told something (raw text, accents kept, before the "¿").
 */
export const QUESTION_LEAD = /\b(?:(?:yo\s+)?(?:quiero|quisiera|quer[ií]a|necesito|ocupo|(?:me|nos)\s+gustar[ií]a)\s+(?:saber|preguntar(?:te|le|les)?)|(?:una|otra)\s+pregunta|(?:te|le|les)\s+pregunto)\s*[:,]?\s*(?=¿)/giu;
