/**
 * Where a condition said between two orders goes: "mándale un correo de gracias y nomás cuando el total
 * pase de 2300 avísame por Telegram" limits only what is said after it, so it runs after the steps said
 * before it and before the ones it guards (conditions placed before the steps they limit).
 */
import type { Intent } from './types';

/** What joins a condition to the order said before it: "…de gracias y | solo si…", "…en la hoja, | solo si…". */
const JOINED_AFTER_ORDER = /(?:,|\b(?:y|e|pero))\s*$/;

/**
 * The index in `intents` the clause's condition goes before, when the clause says an order, then the
 * condition, then the orders it limits; -1 when it guards the whole clause (said first, or said last).
 */
export function guardBetween(clause: string, condAt: [number, number], steps: { at: number; intent: Intent }[], intents: Intent[]): number {
  if (!steps.some((s) => s.at < condAt[0]) || !JOINED_AFTER_ORDER.test(clause.slice(0, condAt[0]))) return -1;
  const next = steps.filter((s) => s.at >= condAt[1]).sort((a, b) => a.at - b.at)[0];
  if (!next) return -1;
  // Every step said after the condition must come after every step said before it in the plan.
  const at = intents.indexOf(next.intent);
  const before = steps.filter((s) => s.at < condAt[0]).map((s) => intents.indexOf(s.intent));
  return at > 0 && before.every((b) => b >= 0 && b < at) ? at : -1;
}

/**
 * "…guárdalo en la hoja, y nomás cuando el mensaje diga urgente mándale whats a Chuy": a condition that
 * opens the clause of the orders it limits, after other orders, stays where it was said.
 */
const OPENS_CLAUSE = /^(?:(?:y|e|pero)\s+)?(?:solo\s+|solamente\s+|unicamente\s+)?(?:si|cuando)\b/;
export function saidBeforeItsSteps(intents: Intent[], at: number): boolean {
  const guard = intents[at];
  if (!OPENS_CLAUSE.test(guard.clause.trim())) return false;
  const stepBefore = intents.slice(0, at).some((i) => i.kind !== 'condition' && i.clause !== guard.clause);
  const itsSteps = intents.slice(at + 1).some((i) => i.kind !== 'condition' && i.clause === guard.clause);
  return stepBefore && itsSteps;
}
