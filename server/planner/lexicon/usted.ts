/**
 * Orders to edit a plan said with "usted" ("quite la condición", "bórrele lo de Telegram",
 * "deshaga el último cambio", "cámbielo a las 10"), as data: each is read as the "tú" order the
 * edit rules know. Applied only to follow-ups, and never right after "que", "se" or "no"
 * ("que se mande", "ya no mande…" keep their own meaning). Text is normalised.
 */
const FORMS: Record<string, string> = {
  quite: 'quita', quitele: 'quitale', quitelo: 'quitalo', quitela: 'quitala', quitelos: 'quitalos',
  borre: 'borra', borrele: 'borrale', borrelo: 'borralo', borrela: 'borrala',
  elimine: 'elimina', eliminele: 'eliminale', eliminelo: 'eliminalo', eliminela: 'eliminala',
  saque: 'saca', saquele: 'sacale', saquelo: 'sacalo',
  cambie: 'cambia', cambiele: 'cambiale', cambielo: 'cambialo', cambiela: 'cambiala',
  deshaga: 'deshaz', deshagalo: 'deshazlo', deshagala: 'deshazla',
  agregue: 'agrega', agreguele: 'agregale', anada: 'anade', anadale: 'anadele',
  ponga: 'pon', pongale: 'ponle', pongalo: 'ponlo', pongala: 'ponla',
  meta: 'mete', metale: 'metele', incluya: 'incluye', inserte: 'inserta', intercale: 'intercala',
  mueva: 'mueve', muevalo: 'muevelo', muevala: 'muevela',
  suba: 'sube', subale: 'subele', subalo: 'subelo', baje: 'baja', bajele: 'bajale', bajelo: 'bajalo',
  deje: 'deja', dejelo: 'dejalo', dejela: 'dejala', mantenga: 'manten', conserve: 'conserva',
  regrese: 'regresa', regreselo: 'regresalo', revierta: 'revierte', reviertalo: 'reviertelo',
  reemplace: 'reemplaza', use: 'usa', mandelo: 'mandalo', mandela: 'mandala', envielo: 'envialo', pasele: 'pasale', paselo: 'pasalo',
};
const USTED = new RegExp(`(?<!\\b(?:que|se|no|lo|la|le|me)\\s)\\b(${Object.keys(FORMS).join('|')})\\b`, 'g');

/**
 * A request passed on ("dice Alma que quites lo del whats", `reported.ts`) keeps the "tú" subjunctive: the usted form
 * of a bare order plus "s" ("quites", "cambies", "pongas") is that order. Said right after "que" too, where the
 * frame was not at the start ("…y que cambies la hora").
 */
const SUBJUNCTIVE: Record<string, string> = Object.fromEntries(
  Object.entries(FORMS).filter(([, tu]) => !/(?:lo|la|le|los|las|les)$/.test(tu)).map(([usted, tu]) => [`${usted}s`, tu]),
);
const TU_SUBJUNCTIVE = new RegExp(`(?<!\\b(?:se|no)\\s)\\b(${Object.keys(SUBJUNCTIVE).join('|')})\\b`, 'g');

/** The follow-up with its "usted" orders (and the "tú" subjunctives of a request passed on) said as "tú" orders. */
export function asTu(text: string): string {
  return text.replace(USTED, (w) => FORMS[w]).replace(TU_SUBJUNCTIVE, (w) => SUBJUNCTIVE[w]);
}
