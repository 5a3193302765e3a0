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
import { REMOVE, REMOVE_AFTER } from './lexicon/edit-words';

const CHANNEL = '(?:correo|email|mail|gmail|whatsapp|telegram|slack|discord)';

/** "eso de la IA", "lo del correo", "el whatsapp", "la parte de Slack": the part refused, a few words at most. */
const PART = String.raw`(?:(?:eso|esto|lo|la parte)\s+(?:de|del|de la|de los|de las)\s+[a-z]+(?:\s+(?:de|del|al|a la)\s+[a-z]+)?|(?:el|la|los|las)\s+(?:paso\s+(?:de|del|de la)\s+)?[a-z]+)`;
/** "no lo quiero", "ya no la ocupamos", "sobra", "está de más", "no hace falta", "no me sirve". */
const REFUSED = String.raw`(?:(?:ya\s+)?no\s+(?:lo|la|los|las|me|nos)\s+(?:quiero|queremos|ocupo|ocupamos|necesito|necesitamos|sirve|sirven)|sobra|sobran|esta de mas|estan de mas|no hace falta|no hacen falta)`;
const REFUSAL = new RegExp(String.raw`(^|[,;.]\s*|\b(?:y|pero|oye|mejor)\s+)(${PART})\s+${REFUSED}\b`);

/** "el resumen no al correo, mándamelo por Telegram", "no por correo sino por WhatsApp": the channel refused, then the rest. */
const CHANNEL_REFUSED = new RegExp(String.raw`(^|[,;.]\s*|\b(?:y|pero|oye|mejor)\s+)(?:(?:el|la|lo|los|las)\s+[a-z]+\s+)?(?:ya\s+)?no\s+(?:(?:que\s+)?(?:me|le|les)\s+(?:llegue|lleguen|mandes|envies|avises)\s+)?(?:al|a la|a mi|a su|por|en|por el|en el|por mi|por su)\s+(${CHANNEL})\b\s*(?:,|\bsino\b)?\s*`);
const OTHER_CHANNEL = (refused: string) => new RegExp(String.raw`\b(?!${refused}\b)${CHANNEL}\b`);

/** The follow-up with an indirect refusal said plainly, or as it was. */
export function saidPlainly(text: string): string {
  let out = text;
  const channel = CHANNEL_REFUSED.exec(out);
  if (channel && OTHER_CHANNEL(channel[2]).test(out.slice(channel.index + channel[0].length))) {
    out = `${out.slice(0, channel.index)}${channel[1]}en vez del ${channel[2]} ${out.slice(channel.index + channel[0].length)}`;
  }
  if (!REMOVE.test(out) && !REMOVE_AFTER.test(out)) {
    out = out.replace(REFUSAL, (_, lead: string, part: string) => `${lead}quita ${part.replace(/^(?:eso|esto|la parte)\s+/, 'lo ')}`);
  }
  return out.replace(/\s+/g, ' ').trim();
}
