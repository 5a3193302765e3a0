/**
 * A follow-up is held to the rule of a first message for the services it names too: a service it
 * names ("…, mejor mándamelo por Telegram", "y que quede en la hoja") must be in the plan after the
 * edit, or have been in it before (an edit that removes it, or names it as a place). One in neither
 * was an order that made no step while the rest of the message did: the edit is said back and that
 * part asked about (`pending.ts`), never presented as done.
 */
import { mentions } from './edit-swap';
import { unmask, type Literal } from './extract';
import type { PlanStep } from './types';

/** Mail is mail: the plain mail service and Gmail name the same kind of step. */
const MAIL = new Set(['email', 'gmail']);
const has = (steps: PlanStep[], id: string) => steps.some((s) => (s.node_id === id || (MAIL.has(id) && MAIL.has(s.node_id))));

/** The pieces of the follow-up (as typed) whose service is in neither plan. */
export function lostOrders(before: PlanStep[], after: PlanStep[], text: string, literals: Literal[]): string[] {
  // "quita lo de la hoja porque eso ya lo manda el sistema a Drive": a service named in a reason is no order.
  const inReason = (at: number) => /\b(?:porque|pues|ya que|como ya|por que)\b/.test(text.slice(Math.max(text.lastIndexOf(',', at), text.lastIndexOf(';', at), 0), at));
  const lost = mentions(text).filter((m) => !has(before, m.node_id) && !has(after, m.node_id) && !inReason(m.at));
  const pieces = new Set<string>();
  for (const m of lost) {
    const start = Math.max(text.lastIndexOf(',', m.at), text.lastIndexOf(';', m.at), text.lastIndexOf('.', m.at)) + 1;
    const ends = [',', ';', '.'].map((c) => text.indexOf(c, m.at)).filter((i) => i >= 0);
    const piece = unmask(text.slice(start, ends.length ? Math.min(...ends) : text.length), literals).trim();
    if (piece) pieces.add(piece);
  }
  return [...pieces];
}
