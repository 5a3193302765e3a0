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
/** "Enlaza funciona con…", "enlaza cobra…": the product as the subject of the question. */
const PRODUCT_AS_SUBJECT = 'enlaza\\s+(?:funciona|jala|sirve|trabaja|se conecta|se integra|tiene|cobra|cuesta|es|incluye|soporta|acepta|puede usar)';

export const ABOUT_PRODUCT = new RegExp(`\\b(?:${[...PRICE, PRODUCT_AS_SUBJECT].join('|')})\\b`);

/** "quiero saber: ¿…?", "les quería preguntar ¿…?": words that only lead the question after them (raw text, before the "¿"). */
export const QUESTION_LEAD = /\b(?:(?:yo\s+)?(?:quiero|quisiera|queria|necesito|ocupo|me gustaria)\s+(?:saber|preguntar(?:te|le|les)?)|(?:una|otra)\s+pregunta|(?:te|le|les)\s+pregunto)\s*[:,]?\s*(?=¿)/giu;
