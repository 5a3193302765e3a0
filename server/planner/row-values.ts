/**
 * The cells of a row stored from the trigger's data, one per thing the owner named: the mail's parts
 * the order names ("anota el remitente y el asunto", "quién lo manda"), or the fields the request says
 * a webhook sends ("me llegan por webhook con platillo, cantidad y dirección"), in the order said. Data
 * with nothing named is stored whole (the caller's default). Words in `lexicon/mail-parts.ts`.
 */
import { MAIL_PART_WORDS } from './lexicon/mail-parts';
import { stripMarkers } from './extract';
import { sentFields } from './form-fields';
import { fieldRef, latestOutput } from './refs';
import type { PlanStep } from './types';

export function triggerRowValues(steps: PlanStep[], clause: string, whole: string): string[] | undefined {
  // What a step before produced is what is stored (its own readings decide).
  if (latestOutput(steps)) return undefined;
  const t = steps[0]?.node_id;
  if (t === 'gmail') {
    const plain = stripMarkers(clause);
    const parts = MAIL_PART_WORDS.map((p) => ({ at: plain.search(p.words), field: p.field })).filter((p) => p.at >= 0).sort((a, b) => a.at - b.at);
    return parts.length ? parts.map((p) => `{{trigger.${p.field}}}`) : undefined;
  }
  if (t === 'webhook') {
    const fields = sentFields(whole);
    return fields && fields.length > 1 ? fields.map((f) => fieldRef('webhook', f)) : undefined;
  }
  return undefined;
}
