/**
 * Parts of the data a message tells, said the way owners say them rather than by the field's name alone:
 * - as an indirect question: "avísame quién es y qué servicio pidió" (the name field and `servicio`), "…diciendo que
 *   sus lentes están listos y cuánto es el total" ("…y el total es {{…Total}}");
 * - inside a dictated text, a field of the data said with "su/sus" ("…diciendo que ya recibimos su equipo"): the
 *   words stay and the value follows them ("Ya recibimos su equipo ({{…Equipo}})").
 * Only fields the request listed count; a word that names none of them stays a word.
 */
import { fieldOfKind } from './lexicon/fields';
import { escapeRegExp } from './regexp';
import { fold } from './normalize';

/** Verbs after "qué <campo>" that make it a question about that part ("qué servicio pidió", "qué paquete eligió"). */
const ASKED_VERB = 'pidio|pide|pidieron|quiere|quiso|quieren|eligio|escogio|compro|compraron|reservo|agendo|aparto|solicito|contrato|necesita|busca|trae|dejo|lleva|tiene|es|fue|son';
/** "quién es", "quién fue", "quién lo pidió": who the data is about. */
const WHO = /\bquien(?:es)?\s+(?:es|son|fue|fueron|(?:lo|la|los|las|le|les|me|nos)\s+[a-z]+|escribio|pidio|compro|reservo|agendo|llego|aparto|se registro|se inscribio)\b/;

const spelled = (f: string) => escapeRegExp(fold(f)).replace(/_/g, '[ _]');

/** "¿cuánto es el total?", "cuánto debe de saldo": how much, of a field named after it. */
const howMuch = (f: string) => new RegExp(`\\bcuant[oa]s?\\s+(?:es|fue|son|sale|salio|debe|pago|paga|cuesta|costo|queda)\\s+(?:(?:el|la|los|las|su|sus|de)\\s+)?${spelled(f)}\\b`);
/** "qué servicio pidió", "cuál paquete eligió". */
const whichOne = (f: string) => new RegExp(`\\b(?:que|cual|cuales)\\s+${spelled(f)}\\s+(?:(?:le|les|se|nos|me)\\s+)?(?:${ASKED_VERB})\\b`);

/**
 * The fields a notice asks about with question words, in the order said (plain, normalised text). `whole`: the
 * request, where "…quién es y qué servicio pidió" goes on after the clause (cut at "y que").
 */
export function askedFields(clause: string, known: string[], whole?: string): string[] {
  const at = whole ? whole.indexOf(clause) : -1;
  const next = at >= 0 ? /^\s*,?\s*(?:y|e)\s+([^,.;?!]*)/.exec(whole!.slice(at + clause.length, at + clause.length + 120))?.[1] : undefined;
  const plain = next && known.some((f) => whichOne(f).test(next) || howMuch(f).test(next)) ? `${clause} y ${next}` : clause;
  const hits: { f: string; at: number }[] = [];
  const who = WHO.exec(plain);
  const name = who ? fieldOfKind(known, 'name') : undefined;
  if (who && name) hits.push({ f: name, at: who.index });
  for (const f of known) {
    const m = whichOne(f).exec(plain) ?? howMuch(f).exec(plain);
    if (m && !hits.some((h) => h.f === f)) hits.push({ f, at: m.index });
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.f);
}

/**
 * A dictated text with the parts of the data it tells followed by their values: "…y cuánto es el total" becomes "…y
 * el total es {{…}}"; "su equipo" (a listed field that is no address or phone) gets "({{…}})" after it.
 */
export function withToldValues(text: string, fields: { name: string; ref: string }[]): string {
  let out = text;
  for (const f of fields) {
    if (out.includes(f.ref) || fieldOfKind([f.name], 'email') || fieldOfKind([f.name], 'phone')) continue;
    const folded = fold(out);
    if (folded.length !== out.length) continue;
    const asked = howMuch(f.name).exec(folded) ?? whichOne(f.name).exec(folded);
    if (asked) {
      const said = out.slice(asked.index, asked.index + asked[0].length);
      const noun = new RegExp(`${spelled(f.name)}$`, 'i').exec(fold(said)) ? said.slice(said.length - f.name.length) : f.name;
      out = `${out.slice(0, asked.index)}${/^[A-Z]/.test(said) ? 'El' : 'el'} ${noun} es ${f.ref}${out.slice(asked.index + asked[0].length)}`;
      continue;
    }
    const own = new RegExp(`\\b(?:su|sus)\\s+${spelled(f.name)}(?![\\p{L}\\d_])`, 'u').exec(folded);
    if (own) out = `${out.slice(0, own.index + own[0].length)} (${f.ref})${out.slice(own.index + own[0].length)}`;
  }
  return out;
}

/**
 * A canned text ("un correo de bienvenida…", "…de confirmación") followed by the parts of the data the order names
 * after "con" ("…al huésped con su fecha de llegada" → "Fecha de llegada: {{…llegada}}"); a part the text already
 * carries (the name in its greeting) is not said twice.
 */
export function cannedWithParts(text: string, clause: string, fields: { name: string; ref: string }[]): string {
  const m = /\bcon\s+(?:el|la|los|las|su|sus)\s+([a-z_ ]+?)(?:\s+(?:para|porque|que|si|cuando)\b.*)?$/.exec(clause);
  if (!m || !fields.length) return text;
  const parts = m[1].split(/\s*,\s*|\s+(?:y|e)\s+(?:(?:el|la|los|las|su|sus)\s+)?/).map((p) => p.trim()).filter(Boolean);
  const lines: string[] = [];
  for (const part of parts) {
    const words = part.split(/\s+/);
    // "fecha de llegada" with `llegada` in the data: the field the words end with, else the one they start with.
    const field = fields.find((f) => f.name === words.join('_')) ?? fields.find((f) => f.name === words.at(-1)) ?? fields.find((f) => f.name === words[0]);
    if (!field || text.includes(field.ref) || lines.some((l) => l.includes(field.ref))) continue;
    lines.push(`${part.charAt(0).toUpperCase()}${part.slice(1)}: ${field.ref}`);
  }
  return lines.length ? `${text}\n\n${lines.join('\n')}` : text;
}
