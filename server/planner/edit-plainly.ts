/**
 * Follow-ups that refuse part of the plan indirectly, said back in the plain words the edit readers
 * know (normalised text, literals masked; the message as typed is untouched):
 *
 *   "eso de la IA no lo quiero"                   → "quita lo de la ia"
 *   "lo del correo no lo ocupamos", "el Slack sobra" → "quita lo del correo", "quita el slack"
 *   "el resumen no al correo, mándamelo por Telegram" → "en vez del correo mandamelo por telegram"
 *   "no por correo sino por WhatsApp"              → "en vez del correo por whatsapp"
 *
 * A refusal reads as a removal only when the message has no removal of its own, and a channel
 * refused reads as a swap only when the message names another channel to use instead.
 */
import { OLD_MARK, REMOVE, REMOVE_AFTER } from './lexicon/edit-words';
import { namedSteps } from './edit-refs';
import type { PlanStep } from './types';

const CHANNEL = '(?:correo|email|mail|gmail|whatsapp|telegram|slack|discord)';
/** Places that store: a step kept in one is swapped for another of them. */
const STORE = '(?:hoja|sheets|excel|drive|postgres|base de datos)';
/** Services a step is said to go to or be kept in: a channel, or a place that stores. */
const PLACE = `(?:${CHANNEL}|${STORE})`;
/** Another service of the same kind as the one refused (a channel for a channel, a store for a store). */
const OTHER_CHANNEL = (refused: string) => new RegExp(String.raw`\b(?!${refused}\b)${new RegExp(`^${STORE}$`).test(refused) ? STORE : CHANNEL}\b`);

/** "eso de la IA", "lo del correo", "el whatsapp", "la parte de Slack": the part refused, a few words at most. */
// "lo último que pusiste", "el segundo paso": a step named by its place in the plan.
const PART = String.raw`(?:(?:eso|esto|lo|la parte)\s+(?:de|del|de la|de los|de las)\s+[a-z]+(?:\s+(?:de|del|al|a la)\s+[a-z]+)?|lo\s+(?:ultimo|primero)(?:\s+que\s+(?:me\s+)?(?:pusiste|agregaste|metiste))?|(?:el|la)\s+(?:primer|segundo|tercer|cuarto|quinto|ultimo|penultimo)\s+paso|(?:el|la|los|las)\s+(?:paso\s+(?:de|del|de la)\s+)?[a-z]+)`;
/** "no lo quiero", "ya no la ocupamos", "sobra", "está de más", "no hace falta", "no me sirve". */
const REFUSED = String.raw`(?:(?:ya\s+)?no\s+(?:lo|la|los|las|me|nos)\s+(?:quiero|queremos|ocupo|ocupamos|necesito|necesitamos|sirve|sirven)|sobra|sobran|esta de mas|estan de mas|no hace falta|no hacen falta|no me (?:late|laten|gusta|gustan|convence|convencen)|(?:mejor|siempre|ya)\s+no(?=\s*(?:[,;.]|$)))`;
const REFUSAL = new RegExp(String.raw`(^|[,;.]\s*|\b(?:y|pero|oye|mejor)\s+)(${PART})\s+${REFUSED}\b`);
/** "la hoja no me sirve así, cámbiala a Ventas": the part is kept and changed, not removed. */
const KEPT_AND_CHANGED = /^\s*(?:asi\b|,?\s*(?:cambia|cambiala|cambialo|cambiale|que sea|que diga|ponle|ponla|ponlo|arreglalo|arreglala|corrige|corrigelo)\b)/;
/** "ya no el filtro", "mejor ya no lo de Slack": the part refused said after "ya no". */
const NO_MORE = new RegExp(String.raw`(^|[,;.]\s*|\b(?:y|pero|oye)\s+)(?:mejor\s+)?ya\s+no\s+(${PART})(?=\s*(?:[,;.]|$)|\s+y\s)`);
/** "…, en vez de eso que me avise por Slack" after a removal: what takes its place, not a swap of another step. */
const INSTEAD_OF_THAT = /\s*[,;]\s*(?:y\s+)?(?:mejor\s+)?(?:en vez de eso|en lugar de eso|en vez de esa|en lugar de esa)\s+/;
/** "no le mandes whats al cliente", "no guardes en la hoja": an order not to, said without "que" (REMOVE reads it with it). */
const DONT = /(^|[,;.]\s*|\b(?:y|pero|oye|mejor)\s+)no\s+(?=(?:(?:lo|la|los|las|me|le|les)\s+)?(?:mandes|envies|avises|guardes|registres|resumas|esperes|filtres)\b)/;
/** What replaces the part refused, said after a comma: "…no lo quiero, mejor mándamelo a mi correo". */
const REPLACEMENT = /^quita\s+[^,;]+?\s*,\s*(?=(?:mejor|en su lugar|ahora|a cambio)\b)/;

/** "el resumen no al correo, mándamelo por Telegram", "no por correo sino por WhatsApp": the channel refused, then the rest. */
// "que no se guarde en la hoja sino en Postgres": a place refused, with the order's own verb before it.
const CHANNEL_REFUSED = new RegExp(String.raw`(^|[,;.:]\s*|\b(?:y|pero|oye|mejor)\s+)(?:(?:el|la|lo|los|las)\s+[a-z]+\s+)?(?:que\s+)?(?:ya\s+)?no\s+(?:(?:se|me|le|les|lo|la|los|las)\s+)?(?:(?!(?:al|a|en|por)\b)[a-z]+\s+)?(?:al|a la|a mi|a su|por|en|por el|en el|en la|en mi|por mi|por su)\s+(${PLACE})\b\s*(?:,|\bsino\b)?\s*`);


/** "lo de Slack no, que sea por Discord": a part refused with a bare "no", then what to use. */
const BARE_NO = new RegExp(String.raw`(^|[,;.]\s*|\b(?:y|pero|oye|mejor)\s+)(${PART})\s+no\s*[,;]`);
/** "que no lo haga la IA", "que no lo resuma el agente": the step named as who does it. */
const NOT_BY = /\bque\s+no\s+(?:lo|la|los|las|me|le)\s+[a-z]+\s+(la ia|la ai|el agente|chatgpt|la inteligencia artificial)\b/;

/** "el whats no lo quiero, pásalo a Discord": a channel refused, then another one to use — a swap. */
function refusedForAnother(text: string): string | null {
  const m = REFUSAL.exec(text) ?? BARE_NO.exec(text);
  const channel = m ? new RegExp(`\\b(${CHANNEL})\\b`).exec(m[2])?.[1] : undefined;
  if (!m || !channel) return null;
  const rest = text.slice(m.index + m[0].length).replace(/^\s*[,;]?\s*(?:y\s+)?(?:mejor\s+)?/, '');
  if (!OTHER_CHANNEL(channel).test(rest)) return null;
  return `${text.slice(0, m.index)}${m[1]}en vez del ${channel} ${rest}`;
}

/** The follow-up with an indirect refusal said plainly, or as it was. */
export function saidPlainly(text: string): string {
  let out = refusedForAnother(text) ?? text;
  const channel = CHANNEL_REFUSED.exec(out);
  if (channel && OTHER_CHANNEL(channel[2]).test(out.slice(channel.index + channel[0].length))) {
    out = `${out.slice(0, channel.index)}${channel[1]}en vez de ${channel[2]} ${out.slice(channel.index + channel[0].length)}`;
  }
  if (!REMOVE.test(out) && !REMOVE_AFTER.test(out)) {
    const removal = (said: string, lead: string, part: string, at: number, whole: string) =>
      KEPT_AND_CHANGED.test(whole.slice(at + said.length)) ? said : `${lead}quita ${part.replace(/^(?:eso|esto|la parte)\s+/, 'lo ')}`;
    out = out.replace(REFUSAL, removal).replace(NO_MORE, removal).replace(NOT_BY, 'quita $1');
    // "no me mandes whats, mándamelo por Telegram" names what replaces it: a swap, left to the swap reader.
    if (!OLD_MARK.test(out) && !CHANNEL_REFUSED.test(out)) out = out.replace(DONT, '$1que no ');
    // "quita lo del whats, mejor mándamelo a mi correo": what replaces it is joined as the removal's replacement ("… y mejor …").
    const replaced = REPLACEMENT.exec(out);
    if (replaced) out = `${replaced[0].replace(/\s*,\s*$/, '')} y ${out.slice(replaced[0].length)}`;
  }
  // "quita lo de la hoja, en vez de eso que me avise por Slack": what takes the removed step's place.
  if (REMOVE.test(out) || REMOVE_AFTER.test(out)) out = out.replace(INSTEAD_OF_THAT, ' y en su lugar ');
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * A follow-up that points at the plan ("el segundo paso no me late", "no, el whats no", "lo de la hoja…") without
 * asking for anything the readers could apply: it is about the plan, not small talk, so the owner is told the plan
 * stays as it is and how to say the change.
 */
export function pointsAtPlan(steps: PlanStep[], text: string): boolean {
  // "no tan temprano", "más tarde": about the schedule's time.
  const aboutTime = steps[0]?.node_id === 'schedule' && /\b(?:temprano|tarde|horario|hora)\b/.test(text);
  return aboutTime || namedSteps(steps, text).some((i) => i > 0) || /^(?:(?:no|nel|ay no|mmm|mm|pero)[\s,]+)*(?:lo|eso|esto)\s+(?:de|del)\b/.test(text);
}
