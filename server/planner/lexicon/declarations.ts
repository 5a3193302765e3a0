/**
 * Sentences that declare a value of the business rather than ask for a step, as data:
 * "adopciones@x.org es nuestro correo", "soporte-it/tickets es nuestro repo de GitHub",
 * "https://discord.com/api/webhooks/… es el webhook de nuestro Discord". The sentence plans nothing;
 * the value fills the step that later points at it ("mándanos ahí un email", "un issue ahí").
 * Text is normalised, literals masked ({e0}, {u0}).
 */
const VALUE = '(?:\\{[eu]\\d+\\}|[a-z0-9][a-z0-9-]*\\/[a-z0-9._-]+|\\+?\\d[\\d -]{7,}\\d)';
const OWN = '(?:el|la|mi|nuestro|nuestra|su)';
export const DECLARATION = new RegExp(`^\\s*(?:(?:y|pero|ah|ojo|oye)\\s+)?(?:${VALUE}\\s+es\\s+${OWN}\\s+[a-z]+(?:\\s+(?:de|del)\\s+(?:${OWN}\\s+)?[a-z]+)?|${OWN}\\s+[a-z]+(?:\\s+(?:de|del)\\s+(?:${OWN}\\s+)?[a-z]+)?\\s+(?:es|esta en)\\s+${VALUE})\\s*$`);

/** "el archivo es <url de Sheets>": the spreadsheet declared apart, as a URL marker. */
export function declaredSheet(whole: string): string | undefined {
  return /\b(?:archivo|hoja|excel|documento|spreadsheet|sheets?|libro)\s+(?:es|esta en)\s+(\{u\d+\})/.exec(whole)?.[1];
}

/** "x@y.org es nuestro correo": the owner's own address for this business, when declared. */
export function declaredOwnEmail(whole: string): string | undefined {
  return /\{e(\d+)\}\s+es\s+(?:mi|nuestro|el)\s+(?:correo|email|mail)\b/.exec(whole)?.[0].match(/\{e\d+\}/)?.[0];
}
