/**
 * How a "tú" order becomes the plural (ustedes) one, as data: spelling rules on the ending, tried in
 * order, and the verbs that follow none of them. Owners who write to a team ("anótenlo", "avisen",
 * "escríbanle a…") give the same orders as the "tú" ones the planner reads. Text is normalised.
 */

/** [ending of the tú imperative, ending of the ustedes imperative]; the first that fits is used. */
export const USTEDES_ENDINGS: [string, string][] = [
  ['ca', 'quen'], // busca → busquen, notifica → notifiquen
  ['ga', 'guen'], // agrega → agreguen, pega → peguen
  ['za', 'cen'], // analiza → analicen
  ['a', 'en'], // manda → manden, envia → envien
  ['uce', 'uzcan'], // traduce → traduzcan
  ['gue', 'gan'], // sigue → sigan
  ['ge', 'jan'], // escoge → escojan
  ['e', 'an'], // escribe → escriban, lee → lean
];

/** Orders whose plural follows no ending rule (reflexives keep their pronoun at the end). */
export const USTEDES_IRREGULAR: Record<string, string> = {
  haz: 'hagan', pon: 'pongan', obten: 'obtengan', da: 'den', di: 'digan', ve: 'vayan', ten: 'tengan', sal: 'salgan',
  extrae: 'extraigan', trae: 'traigan',
  deshaz: 'deshagan', manten: 'mantengan',
  quedate: 'quedense', esperate: 'esperense',
};

/** Pronouns glued to a plural order ("mándenle", "anótenlo", "pásenmelo"), and how the tú order carries them. */
export const PLURAL_ENCLITICS = ['melos', 'melas', 'melo', 'mela', 'selos', 'selas', 'selo', 'sela', 'noslo', 'nosla', 'me', 'le', 'les', 'nos', 'los', 'las', 'lo', 'la'];

/** Nouns spelled like a "tú" subjunctive of an edit ("dos ajustes: …"): never read as the order. */
export const NOUNS_LIKE_ORDERS = new Set(['ajustes']);

/** Orders beside the step orders of verbs.ts: plan edits ("quiten lo de Telegram", "cámbienlo a las 10") and joins of fields ("junten total y envío"). */
export const EDIT_STEMS = [
  'junta', 'combina', 'concatena', 'quita', 'borra', 'elimina', 'saca', 'cambia', 'deshaz', 'agrega', 'anade', 'pon', 'mete', 'incluye', 'inserta', 'intercala',
  'mueve', 'sube', 'baja', 'deja', 'manten', 'conserva', 'regresa', 'revierte', 'reemplaza', 'usa', 'ajusta', 'corrige', 'recorre', 'pasa',
];
