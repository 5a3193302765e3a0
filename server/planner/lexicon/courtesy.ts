/**
 * Courtesies an owner closes a message with ("Muchas gracias.", "Saludos cordiales", "ándale", "ahí nos
 * vidrios", "se lo agradezco"), as data. Said as the last sentence of a request they ask for nothing, so
 * they are taken out before it is read (`sign-off.ts`); "un whats de gracias" inside an order stays.
 * Each entry is a regex source on folded text (lower case, no accents).
 */
export const SIGN_OFFS = [
  '(?:muchas |mil )?gracias(?: de antemano| desde ya| por (?:su|tu|la) (?:ayuda|apoyo|tiempo|atencion))?',
  '(?:muchos |un )?saludos(?: cordiales)?', '(?:se|te) lo agradezco(?: mucho)?', 'quedo (?:atent[oa]|al pendiente)',
  'bendiciones', 'ahi nos vidrios', 'ahi nos vemos', 'andale', 'orale', 'porfa', 'porfis', 'por favor', 'xfa', 'plis', 'pls',
  'bye', 'besos', 'abrazos', 'que tenga(?:s)? (?:buen|excelente|bonito) dia', 'buen dia',
];

/**
 * Pleas that close a request even with no comma before them ("…y pon el nombre del archivo porfa"): words that are
 * never part of an order or of a text's end the owner dictates bare.
 */
export const PLEAS = ['porfa', 'porfis', 'porfi', 'porfavor', 'por favor', 'xfa', 'plis', 'pls'];

/** A sign-off needs this many words of request before it, so a short "ok, gracias" stays what it is. */
export const MIN_WORDS_BEFORE_SIGN_OFF = 6;
