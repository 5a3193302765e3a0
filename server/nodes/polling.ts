import type { ExecutionContext } from './types';

/** Cursor helpers shared by polling triggers. */

/** Keeps the last `max` ids of a seen-set cursor. */
export function remember(seen: string[], ids: string[], max = 500): string[] {
  const all = [...seen, ...ids.filter((id) => !seen.includes(id))];
  return all.slice(Math.max(0, all.length - max));
}

/** `{seen: string[]}` cursors, tolerant of anything else stored. */
export function seenOf(cursor: unknown): string[] | null {
  const s = (cursor as { seen?: unknown } | null)?.seen;
  return Array.isArray(s) ? s.map(String) : null;
}

/** The trigger output of a polled trigger: the item the poller found (a manual run gets {}). */
export function polledPayload(ctx: Pick<ExecutionContext, 'trigger'>): unknown {
  return ctx.trigger && typeof ctx.trigger === 'object' ? ctx.trigger : {};
}
