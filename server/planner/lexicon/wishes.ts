/**
 * A wish to automate something of the business, said with no event and no service ("ocupo
 * automatizar la cobranza", "que mis reportes se hagan solos", "conectar mis ventas con mi
 * contabilidad", "que los mensajes lleguen a un solo lugar"), as data. Such a message gets a
 * question — what should happen, when, and with which services — instead of small talk.
 * Text is normalised (lower case, no accents).
 */
export const AUTOMATION_WISH: RegExp[] = [
  /\bautomatiz(?:ar|o|a|e|en|as|arlo|arla|arlos|arlas|ado|ada|acion|aciones)\b/,
  /\bse (?:hagan|haga|generen|genere|manden|mande|envien|envie|llenen|llene|actualicen|actualice) sol[oa]s?\b/,
  /\b(?:conectar|conecta|conecto|enlazar|enlaza|integrar|integra|sincronizar|sincroniza)\b(?:\s+[a-z]+){0,4}\s+con\s+(?:mi|mis|la|las|el|los|nuestra|nuestro)\b/,
  /\b(?:un solo lugar|un mismo lugar|en un solo sitio|centralizar|concentrar)\b/,
  /\b(?:ahorrarme|ahorrar) (?:tiempo|trabajo)\b/,
];

/** Topics that point at a kind of service: what arrives or is sent is notified, what is kept is stored. */
export const WISH_NOTIFY = /\b(?:mensajes?|avisos?|recordatorios?|cobranza|cobros?|reportes?|notificaciones?|clientes?)\b/;
export const WISH_STORE = /\b(?:guardar|registros?|contabilidad|ventas|inventario|control|archivos?|datos)\b/;

/** "¿qué me recomiendas automatizar?": a question about what can be done, answered in conversation. */
const ASKS_WHAT = /\bque (?:me )?(?:recomienda|recomiendas|recomiendan|puedo|podria|podemos|se puede|conviene|sugieres|sugiere)\s+automatizar\b/;

export const isAutomationWish = (text: string) => !ASKS_WHAT.test(text) && AUTOMATION_WISH.some((re) => re.test(text));
