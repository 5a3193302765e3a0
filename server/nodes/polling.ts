import { StepError, type ExecutionContext, type PollContext } from './types';

/** Helpers shared by polling triggers: cursors, and what the trigger step outputs. */

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

/**
 * A polling trigger's `latestItem` and the `execute` built on it, to spread into its definition.
 * In a run the poller started, the trigger outputs the item the poller found. In any other run
 * (run-now, the chat's "Ejecutar") it outputs the most recent real item, read without touching the
 * flow's cursor, so later steps get real data; when there is none the step fails with `nothing`,
 * which tells the user what to do.
 */
export function polledTrigger<P>(latestItem: (ctx: PollContext, params: P) => Promise<unknown | null>, nothing: (params: P) => string) {
  return {
    latestItem,
    execute: async (ctx: ExecutionContext, params: P): Promise<unknown> => {
      if (ctx.triggerType === 'poll') return ctx.trigger && typeof ctx.trigger === 'object' ? ctx.trigger : {};
      const item = await latestItem(ctx, params);
      if (item === null || item === undefined) throw new StepError(nothing(params));
      return item;
    },
  };
}
