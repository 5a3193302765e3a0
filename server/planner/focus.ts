/**
 * Which part of a clause speaks about each channel named in it: "mándame cada pedido a mi correo
 * por Gmail y al cliente un WhatsApp" sends the email to the owner and the WhatsApp to the customer.
 * A channel said again with "otro/otra" ("…un gmail con los datos y al interesado otro gmail con
 * asunto …") is a second message, with its own recipient and text.
 */
import type { Intent } from './types';
import { serviceWord } from './vocabulary';

type Found = { at: number; intent: Intent };

const isNotify = (f: Found) => f.intent.kind === 'service' && serviceWord(f.intent.node_id)?.category === 'notify';
/** Where one channel's part of the clause ends and the next one's begins. */
const BOUNDARY = /\s*(?:,|\by\b|\be\b)\s*/g;

/** The second message of a channel said with "otro/otra". */
export function repeatedChannels(rest: string, found: Found[]): Found[] {
  const out: Found[] = [];
  for (const f of found) {
    if (!isNotify(f) || f.intent.kind !== 'service') continue;
    const word = serviceWord(f.intent.node_id)!;
    const again = new RegExp(`\\botr[oa]\\s+(?:[a-z]+\\s+){0,2}?(?:${word.mention.source})`, 'g');
    for (const m of rest.slice(f.at + 1).matchAll(again)) out.push({ at: f.at + 1 + m.index, intent: { ...f.intent } });
  }
  // "mándame un whats al 66… y otro al cliente": "otro" with no service, right before whom it goes to, is one more of the channel before it.
  for (const m of rest.matchAll(/\b(?:y|e)\s+otr[oa]\s+(?=(?:al|a la|a los|a las|a|para|pa)\b)/g)) {
    const before = found.filter((f) => isNotify(f) && f.at < m.index).sort((a, b) => b.at - a.at)[0];
    if (before && !out.some((o) => o.at === m.index)) out.push({ at: m.index + m[0].indexOf('otr'), intent: { ...before.intent } });
  }
  // "…un correo a mí con los datos y al cliente otro diciéndole…": whom it goes to said first, then "otro".
  for (const m of rest.matchAll(/\b(?:y|e)\s+(?:al|a la|a los|a las|para el|para la)\s+[a-z]+\s+otr[oa]\b/g)) {
    const before = found.filter((f) => isNotify(f) && f.at < m.index).sort((a, b) => b.at - a.at)[0];
    const at = m.index + m[0].search(/\s/) + 1;
    // "…y al interesado otro gmail": the channel named after "otro" was counted above.
    if (before && !out.some((o) => o.at >= m.index && o.at <= m.index + m[0].length)) out.push({ at, intent: { ...before.intent } });
  }
  return out;
}

/**
 * Gives each channel its own part of the clause (`focus`), cut at the last "y" or comma before the
 * next channel. A channel repeated with "otro" also gets its part as its clause, so the two
 * messages keep their own texts.
 */
export function focusChannels(clause: string, found: Found[], repeated: Found[]): void {
  const channels = found.filter(isNotify).sort((a, b) => a.at - b.at);
  if (channels.length < 2) return;
  const cuts = channels.map((f, k) => {
    if (k === 0) return 0;
    const between = clause.slice(channels[k - 1].at, f.at);
    const last = [...between.matchAll(BOUNDARY)].at(-1);
    return last ? channels[k - 1].at + last.index : f.at;
  });
  channels.forEach((f, k) => {
    if (f.intent.kind !== 'service') return;
    const part = clause.slice(cuts[k], k + 1 < cuts.length ? cuts[k + 1] : clause.length).trim();
    const twin = repeated.includes(f) || repeated.some((r) => r.intent.kind === 'service' && f.intent.kind === 'service' && r.intent.node_id === f.intent.node_id);
    f.intent = twin ? { ...f.intent, clause: part, focus: part } : { ...f.intent, focus: part };
  });
  // "mándale whatsapp y correo al cliente confirmando su reserva": channels said one right after the other share
  // whom and what the words after them say.
  for (let k = channels.length - 2; k >= 0; k--) {
    const f = channels[k];
    const word = /^\S+/.exec(clause.slice(f.at))?.[0] ?? '';
    if (f.intent.kind !== 'service' || !f.intent.focus || !TOGETHER.test(clause.slice(f.at + word.length, channels[k + 1].at))) continue;
    const nextWord = /^\S+/.exec(clause.slice(channels[k + 1].at))?.[0] ?? '';
    const shared = clause.slice(channels[k + 1].at + nextWord.length, k + 2 < cuts.length ? cuts[k + 2] : clause.length).trim();
    if (shared) f.intent = { ...f.intent, focus: `${f.intent.focus} ${shared}` };
  }
}

/** Nothing but a link word between two channels ("whatsapp y correo", "por telegram y slack"). */
const TOGETHER = /^\s*(?:,|\by\b|\be\b|\bo\b)\s*(?:(?:un|una|el|la|por|al|a|en)\s+)?$/;
