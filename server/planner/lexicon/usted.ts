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

/** The follow-up with its "usted" orders said as "tú" orders. */
export function asTu(text: string): string {
  return text.replace(USTED, (w) => FORMS[w]);
}
