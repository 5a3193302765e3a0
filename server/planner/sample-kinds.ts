/**
 * The fields an example's sample values stand for, when the owner named none: "mi formulario, tipo: Juan Pérez,
 * 5512345678, martes 5pm" is a form with nombre, telefono and fecha; "manda un webhook, ejemplo: Ana, ana@x.mx, 7
 * kilos" one with nombre, correo and kilos. Each value is read by its shape (an address, a phone, a date or an hour,
 * money, a count of a unit, a capitalised name); a value of no known shape ("corte de pelo") names nothing. Only for
 * forms and webhooks (a sheet's columns must be the headers as typed, never guessed).
 */
import { fold } from './normalize';
import { DATE_WORD, SAMPLE_UNITS } from './lexicon/examples';


const HONORIFIC = '(?:[Dd]on|[Dd]oña|[Dd]ona|[Ss]r\\.?|[Ss]ra\\.?|[Ss]rta\\.?|[Ll]ic\\.?|[Dd]r\\.?|[Dd]ra\\.?|[Ii]ng\\.?)';
const NAME = new RegExp(`^(?:${HONORIFIC}\\s+)?\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+){0,2}$`, 'u');
const TIME = /\b\d{1,2}\s*(?:am|pm|hrs?)\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\s+de\s+[a-z]+\b|\b(?:hoy|manana|pasado manana)\b/;
const MONEY = /^\$\s?\d|\d\s*(?:pesos|mxn|varos|dlls|usd)\b/;
const COUNT = new RegExp(`^\\d+(?:[.,]\\d+)?\\s+(${SAMPLE_UNITS})\\b`);

/** The field one sample value stands for, or undefined. */
function kindOf(value: string): string | undefined {
  const v = value.trim();
  const f = fold(v);
  if (/\S@\S/.test(v)) return 'correo';
  if ((v.replace(/[\s+()-]/g, '').match(/^\d+$/)?.[0].length ?? 0) >= 8) return 'telefono';
  if (DATE_WORD.test(f) || TIME.test(f)) return 'fecha';
  if (MONEY.test(f)) return 'total';
  const unit = COUNT.exec(f)?.[1];
  if (unit) return unit.endsWith('s') ? unit : `${unit}s`;
  if (NAME.test(v)) return 'nombre';
  return undefined;
}

/** The values of a sample list: cut at commas (not inside "1,850"), its lead ("el de ayer:") left out. */
function values(sample: string): string[] {
  const body = sample.replace(/^[^:]{0,24}:\s*/, '');
  return body.split(/,(?=\s)|;/).map((v) => v.trim()).filter(Boolean);
}

/** Values said inside a sentence ("si llega doña Lupe y pide 3 docenas para el sábado"): a name with its honorific, a count, a day. */
const IN_SENTENCE = new RegExp(`${HONORIFIC}\\s+\\p{Lu}\\p{Ll}+|\\b\\d+(?:[.,]\\d+)?\\s+(?:${SAMPLE_UNITS})\\b|\\S+@\\S+|\\+?\\d[\\d -]{8,}\\d|\\$\\s?\\d[\\d,.]*|\\b\\d[\\d,.]*\\s*pesos\\b|\\b(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\\b`, 'gu');

/** The sample's values, each with the field its shape says (when it says one). */
export function samplesOf(sample: string): { value: string; kind?: string }[] {
  const listed = values(sample);
  // One piece of many words is a scene told, not a list: its values are found inside it.
  const items = listed.length === 1 && listed[0].split(/\s+/).length > 4 ? [...listed[0].matchAll(IN_SENTENCE)].map((m) => m[0]) : listed;
  return items.map((value) => ({ value, kind: kindOf(value) }));
}

/** The fields the sample's values stand for, in order, or null when fewer than two are recognised. */
export function sampleFieldNames(sample: string): string[] | null {
  const out: string[] = [];
  for (const { kind } of samplesOf(sample)) if (kind && !out.includes(kind)) out.push(kind);
  return out.length >= 2 ? out : null;
}

/** A form or a webhook described in the words before the example, with no fields listed for it. */
const DATA_NOUN = /\b(?:formulario|form|encuesta|webhook)\b/;
const LISTED = /\b(?:con|trae|traen|manda|mandan|envia|envian|pide|pida|tiene|tienen|lleva|llevan)\s+(?:(?:el|la|los|las|su|sus)\s+)?[a-z_]+\s*(?:,|\by\b|\be\b)|\([^()]*,[^()]*\)/;

/**
 * For data described with no fields before its example: where to say them (right after the last word that names
 * the form or the webhook, an index into `before`) and " con nombre, telefono y fecha"; null otherwise.
 */
export function fieldsOfSample(before: string, sample: string): { at: number; text: string } | null {
  const said = fold(before);
  if (said.length !== before.length || LISTED.test(said)) return null;
  const nouns = [...said.matchAll(new RegExp(DATA_NOUN.source, 'g'))];
  const fields = nouns.length ? sampleFieldNames(sample) : null;
  if (!fields) return null;
  const noun = nouns.at(-1)!;
  return { at: noun.index + noun[0].length, text: ` con ${fields.slice(0, -1).join(', ')} y ${fields.at(-1)}` };
}
