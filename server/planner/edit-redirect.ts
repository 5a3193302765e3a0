/**
 * Follow-ups that send a message the plan already sends to someone else, said by whom it goes to
 * rather than by its address: "mejor que no le llegue al huésped sino a mí", "que me llegue a mí",
 * "mándamelo a mí en vez de al cliente", "no al cliente, a mí"; and back, "que no me llegue a mí
 * sino al cliente", "mejor que le llegue al paciente". The owner's mail is their address; a number
 * or chat the request never gave is left blank so the smart form asks for it (never guessed), and
 * the person the data is about is bound to the data's field of that kind (`refs.ts` `personRef`).
 * A service or an address said in the follow-up is left to the swap and value readers.
 */
import { nodeName } from './catalog';
import type { Ctx, Edit } from './edit-details';
import { namedSteps } from './edit-refs';
import { mentions } from './edit-swap';
import { phones, telegramChatId } from './extract';
import { CUSTOMERS, SOMEONE_ELSE } from './lexicon/people';
import { personRef } from './refs';
import type { PlanStep } from './types';
import { messageKeys } from './message-steps';
import { stepParams as params } from '../../contracts/plan';

/** Where a message step sends to, and the kind of address, for steps a person in the data can receive. */
const recipientOf = (s: PlanStep) => {
  const keys = messageKeys(s);
  return keys?.kind ? { key: keys.to, kind: keys.kind } : undefined;
};

/** The owner as whom it goes to: "a mí", "para mí", "mándamelo", "que me llegue" (someone else of the owner's is ruled out first). */
const OWNER = /\b(?:a|para) mi\b|\b(?:manda|envia|pasa|reenvia)me(?:lo|la|los|las)\b|\b(?:que|solo)\s+me\s+(?:llegue|lleguen|llega|mande|mandes|envie|envies|avise|avises)\b/;
/** The person the data is about as whom it goes to: "al cliente", "a la paciente", "a él", "a quien lo llenó". */
const PERSON = new RegExp(`\\b(?:al|a la|a los|a las|a su|a sus)\\s+(?:${CUSTOMERS})\\b|\\ba (?:el|ella|ellos|ellas)\\b|\\ba quien(?:es)?\\s+(?:lo|la|me|nos)\\s+[a-z]+`);
/** The person named or pointed at in the part taken back ("no le llegue", "en vez del cliente"). */
const PERSON_WORD = new RegExp(`\\b(?:le|les|el|ella|ellos|ellas|${CUSTOMERS})\\b`);
/** "no le llegue al X sino a mí", "no al cliente, a mí": the part taken back, up to "sino" or a comma, and the rest. */
const TAKEN_BACK = /\b(?:no|ya no)\b([^,;]*?)(?:\bsino\b|[,;])(.*)$/;
/** "mándamelo a mí en vez de al cliente": the part taken back, said last. */
const INSTEAD = /\b(?:en vez|en lugar)\s+del?\s+([^,;]*)$/;
/** Words that go on after "a mí" ("a mí sino…", "a mí mejor") and name nobody. */
const LINK_WORDS = /\b(?:sino|mejor|porfa|directo|directamente|en|y|o|ya|no)\b/g;
/** "a él no, a mí": the part taken back said first, then "no". */
const THEN_NO = /^([^,;]*?)\s+no\s*[,;]\s*(.+)$/;
/** Adding, not redirecting: "también a mí", "otro correo", "un whats a mí". */
const ADDS = /\b(?:tambien|ademas|otro|otra|un|una|copia)\b/;

/** "que no le llegue al huésped sino a mí": the message goes to the owner instead of the person, or back. */
export function redirectRecipient(steps: PlanStep[], ctx: Ctx): Edit | null {
  const text = ctx.text;
  if (ADDS.test(text) || /\{[ec]\d+\}/.test(text) || phones(text).length || telegramChatId(text) || SOMEONE_ELSE.test(text.replace(LINK_WORDS, ','))) return null;
  const instead = INSTEAD.exec(text);
  const taken = instead ? null : THEN_NO.exec(text) ?? TAKEN_BACK.exec(text);
  const old = instead?.[1] ?? taken?.[1];
  const said = instead ? text.slice(0, instead.index) : taken ? taken[2] : text;
  const toOwner = OWNER.test(said) && !PERSON.test(said);
  const toPerson = !toOwner && PERSON.test(said) && !OWNER.test(said);
  if (!toOwner && !toPerson) return null;
  // What is taken back must be the other side: "no le llegue al cliente, a mí", "no me llegue a mí sino al cliente".
  if (old !== undefined && !(toOwner ? PERSON_WORD.test(old) : OWNER.test(old) || /\bme\b/.test(old))) return null;
  // A service the plan does not have is a swap ("mándamelo a mí por Telegram" with no Telegram step).
  if (mentions(text).some((m) => !steps.some((s, i) => i > 0 && s.node_id === m.node_id))) return null;
  // "no le mandes whats al cliente, nomás el correo a mí": two different steps named is no redirect of one.
  const messages = (phrase: string) => namedSteps(steps, phrase).filter((i) => i > 0 && recipientOf(steps[i]));
  const inOld = old !== undefined ? messages(old) : [];
  const inSaid = messages(said);
  if (inOld.length && inSaid.length && !inOld.some((i) => inSaid.includes(i))) return null;
  const named = inSaid.length ? inSaid : inOld;
  const bound = (s: PlanStep) => String(params(s)[recipientOf(s)!.key] ?? '').startsWith('{{trigger');
  const candidates = (named.length ? named : steps.map((_, i) => i).filter((i) => i > 0 && recipientOf(steps[i]))).filter((i) => (toOwner ? bound(steps[i]) : !bound(steps[i])));
  // "que me llegue a mí" while the plan already writes to the owner too: which message is meant is not said.
  const other = steps.some((s, i) => i > 0 && recipientOf(s) && !candidates.includes(i) && (toOwner ? !bound(s) : bound(s)));
  if (!candidates.length || (other && old === undefined && !named.length)) return null;
  const next = steps.slice();
  const asked: string[] = [];
  for (const i of candidates) {
    const r = recipientOf(steps[i])!;
    let value = '';
    if (toOwner) value = r.kind === 'email' ? ctx.userEmail ?? '' : '';
    else value = r.kind === 'chat' ? (steps[0].node_id === 'telegram' ? '{{trigger.chat_id}}' : '') : personRef(steps, r.kind) ?? '';
    if (!value) asked.push(nodeName(steps[i].node_id));
    next[i] = { ...steps[i], params: { ...params(steps[i]), [r.key]: value } };
  }
  const names = [...new Set(candidates.map((i) => nodeName(steps[i].node_id)))].join(' y ');
  const who = toOwner ? 'te llega a ti' : 'le llega a la persona de los datos';
  const ask = asked.length ? ` Me falta ${toOwner ? 'tu' : 'su'} ${asked.some((n) => n === 'WhatsApp') ? 'número' : 'dato de contacto'} para ${[...new Set(asked)].join(' y ')}: dímelo en el formulario.` : '';
  return { steps: next, change: `Listo, ahora el paso de ${names} ${who}.${ask}` };
}
