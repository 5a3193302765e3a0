/**
 * A sample of the data another system sends, pasted into the request: "me llega un webhook así:
 * {"order_id":"1045","customer":{"name":"Ana","phone":"+52…"},"total":2300}", "mi sitio manda {…}",
 * "manda un webhook con {"order_id","motivo","monto"}". The sample's keys are the payload's fields,
 * spelled as that system spells them (a nested key is a path: `customer.name`); its values are only
 * an example (the phone in it is nobody's to write to). The sample is read as the words owners use
 * for the same thing — "un webhook con order_id, customer__name y total" — so every reader of a
 * payload's fields reads it; a nested path travels as `customer__name` (a period would cut the
 * clause) and `payloadPath` turns it back into `customer.name`.
 *
 * Only a sample of data that arrives: a JSON sent to an address stays as typed, and one said as an answer
 * ("contéstale 200 con {"ok":true}") is read as quoted text (the answer's body).
 */
import { normalize } from './normalize';
import { escapeRegExp } from './regexp';

/** How far around a sample its sentence is read. */
const WINDOW = 160;

/** How a nested key travels in the text: `customer__name` for `customer.name`. */
const NESTED = '__';

/** A field of the text back as the payload's path: `customer__name` → `customer.name`. */
export const payloadPath = (field: string) => field.split(NESTED).join('.');

/**
 * The payload's paths with a key written in camelCase as the owner pasted it (`orderId`, `customer.firstName`):
 * the text is read in lower case, the system's keys are not. Other keys stay as read.
 */
export function typedKeys(paths: string[], original: string | undefined): string[] {
  if (!original || !/[a-z][A-Z]/.test(original)) return paths;
  return paths.map((path) => {
    const said = path.split('.').join(NESTED);
    const m = new RegExp(`(?<![\\w.])${escapeRegExp(said)}(?![\\w])`, 'i').exec(original);
    return m && /[a-z][A-Z]/.test(m[0]) ? payloadPath(m[0]) : path;
  });
}

/** Words that say the data comes in ("me llega", "manda", "trae", "así:"); read on the accent-folded sentence. */
const ARRIVES = /\b(?:llega|llegan|llego|llegue|manda|mandan|envia|envian|trae|traen|es|son|asi|esto|recibo|recibe|recibimos|cae|caen|viene|vienen|webhook|post|payload|json|body)\b/;
/** Words that say the JSON is an answer or something sent out. */
const ANSWER = /\b(?:contest|respond|respuesta|regres|devuelv|arma|armame|crea|construye|prepara)[a-z]*\b/;
/** Words that say the JSON is the answer given back ("contéstale con…", "responde con…", "regrésale…"). */
const REPLIES = /\b(?:contest|respond|regres|devuelv)[a-z]*\b[^.]*$/;
/** A key as systems write them. */
const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Words said right before the sample that its reading says again: "así:", "esto:", "es", "trae", "con". */
const LEAD_FILLER = /\s*(?:\b(?:as[ií]|esto|es|son|lo siguiente|algo as[ií]|como|con|trae|traen|incluye|incluyen|lleva|llevan)\b)?\s*:?\s*$/i;

/** The end of the object that opens at `start` (braces inside strings ignored), or -1. One pass. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The key paths of a parsed object, in order (nested objects as `a__b`), or null when it is no data sample. */
function keyPaths(value: unknown, prefix = '', depth = 0): string[] | null {
  if (!value || typeof value !== 'object' || Array.isArray(value) || depth > 4) return null;
  const out: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (!KEY.test(key) || key.includes(NESTED)) return null;
    const path = `${prefix}${key}`;
    const nested = inner && typeof inner === 'object' && !Array.isArray(inner) && Object.keys(inner).length ? keyPaths(inner, `${path}${NESTED}`, depth + 1) : null;
    out.push(...(nested ?? [path]));
  }
  return out.length ? out : null;
}

/** The fields of a pasted object: JSON, JSON with bare keys or single quotes, or only its keys (`{"order_id","monto"}`). */
export function sampleFields(raw: string): string[] | null {
  const text = raw.replace(/[“”]/g, '"');
  const attempts = [text, text.replace(/'/g, '"').replace(/([{,]\s*)([A-Za-z_][A-Za-z0-9_]*)\s*:/g, '$1"$2":')];
  for (const attempt of attempts) {
    try {
      return keyPaths(JSON.parse(attempt));
    } catch {
      // not JSON as typed; the next reading may be.
    }
  }
  // `{"order_id","motivo","monto"}`: the keys alone.
  const keys = /^\{\s*"[A-Za-z_][A-Za-z0-9_]*"(?:\s*,\s*"[A-Za-z_][A-Za-z0-9_]*")*\s*\}$/.test(text) ? [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]) : null;
  return keys?.length ? keys : null;
}

/** A JSON as one compact text (`{"ok":true}`), so the plan carries it as typed; text that is no JSON as it is. */
function compactJson(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw.replace(/[“”]/g, '"')));
  } catch {
    return raw;
  }
}

/** "a, b y c". */
const listed = (fields: string[]) => (fields.length === 1 ? fields[0] : `${fields.slice(0, -1).join(', ')} y ${fields.at(-1)}`);

/** Where the sentence holding `at` starts (after the last period, question, exclamation or line break). */
function sentenceStart(text: string, at: number, window: number): number {
  for (let i = at - 1; i >= Math.max(0, at - window); i--) if ('.?!\n'.includes(text[i]) && !/\d/.test(text[i + 1] ?? '')) return i + 1;
  return 0;
}

/** The message with each pasted sample of arriving data read as the fields it carries. */
export function withPayloadSamples(message: string): string {
  if (!message.includes('{')) return message;
  let out = '';
  let last = 0;
  const paths: string[] = [];
  for (let at = message.indexOf('{'); at >= 0; at = message.indexOf('{', at + 1)) {
    if (at < last) continue;
    const end = objectEnd(message, at);
    if (end < 0) break;
    // Braces inside an object that is no sample are never read again (each character is looked at once).
    const fields = sampleFields(message.slice(at, end + 1));
    const from = at;
    at = end;
    if (!fields) continue;
    // The words around it in its sentence (a bounded window: a wall of samples is read in linear time).
    const lead = message.slice(Math.max(last, from - WINDOW, sentenceStart(message, from, WINDOW)), from);
    const said = normalize(lead);
    const after = message.slice(end + 1, end + 1 + WINDOW);
    const sentenceEnd = after.search(/[.?!\n](?!\d)/);
    const rest = sentenceEnd < 0 ? after : after.slice(0, sentenceEnd);
    // "contéstale 200 con {"ok":true}": a JSON said as the answer is that text, kept whole (not cut at its commas).
    if (REPLIES.test(said) && !message.slice(from, end + 1).includes('»')) {
      out += `${message.slice(last, from)}«${compactJson(message.slice(from, end + 1))}»`;
      last = end + 1;
      continue;
    }
    // A sample of what arrives: said as data coming in, not as an answer, and not sent to an address.
    if (!ARRIVES.test(said) || ANSWER.test(said) || /https?:\/\/|www\./i.test(lead + rest)) continue;
    const webhookSaid = /\bwebhook\b/.test(said) || /\bwebhook\b/.test(normalize(rest));
    const kept = message.slice(last, from).replace(LEAD_FILLER, '');
    out += `${kept} ${webhookSaid ? '' : 'un webhook '}con ${listed(fields)}`;
    last = end + 1;
    paths.push(...fields.filter((f) => f.includes(NESTED)));
  }
  if (!last) return message;
  out += message.slice(last);
  // "mándale al buyer.phone": a path of the sample said later travels like the sample's own.
  for (const path of [...new Set(paths)].slice(0, 40)) out = out.replace(new RegExp(`(?<![\\w.])${escapeRegExp(payloadPath(path))}(?![\\w])`, 'g'), path);
  return out;
}
