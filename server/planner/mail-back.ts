/**
 * "Cuando me llegue un correo…, que la IA escriba una respuesta, mándala al cliente, …": on a mail trigger, an order
 * to send something to the person with no channel named goes back by mail to who wrote (compose.ts makes it the
 * Gmail answer to `{{trigger.from}}`). Before, such a piece planned nothing and was only said back as not understood.
 */
import { stripMarkers } from './extract';
import { toThem } from './recipients';
import type { Intent, TriggerIntent } from './types';
import { SERVICES } from './vocabulary';

const SEND_TO_THEM = /^(?:y\s+)?(?:que\s+)?(?:(?:manda|envia|reenvia|pasa)(?:la|lo|las|los|sela|selo|selas|selos|le|les)|(?:se\s+)?(?:la|lo|las|los)\s+(?:mandes|envies|mande|envie))\b/;

/** "mándala al cliente": a piece that sends something back to the person, with no channel named. */
export const sendsToThem = (clause: string) => { const plain = stripMarkers(clause).trim(); return SEND_TO_THEM.test(plain) && toThem(plain) && !SERVICES.some((s) => s.mention.test(clause)); };

/** The intents with an answer by mail for each such piece, placed after the steps said before it; the pieces leave the orphans. */
export function withMailBack(trigger: TriggerIntent | null, intents: Intent[], clauses: string[], orphans: string[]): Intent[] {
  if (trigger?.node_id !== 'gmail') return intents;
  let out = intents;
  for (const c of clauses) {
    if (!sendsToThem(c) || out.some((i) => i.clause === c)) continue;
    const before = clauses.slice(0, clauses.indexOf(c));
    const at = out.findLastIndex((i) => before.includes(i.clause)) + 1;
    out = [...out.slice(0, at), { kind: 'service', node_id: 'email', action_id: 'send_email', clause: c }, ...out.slice(at)];
    const left = orphans.indexOf(c);
    if (left >= 0) orphans.splice(left, 1);
  }
  return out;
}
