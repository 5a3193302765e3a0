import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db';
import { flows, triggerCursors } from '../db/schema';
import { findAction } from '../nodes';
import type { ActionDefinition, PollContext } from '../nodes/types';
import { credentialLoader } from './credentials';
import { errorMessage } from './step';
import { specSteps, type FlowRef } from './types';

type Log = { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void };
type Polled = { action: ActionDefinition; params: Record<string, unknown>; key: string; nodeId: string; actionId: string };
export type PollInfo = { flow_id: string; node_id: string; action_id: string; interval_ms: number };

/** The polling trigger of a flow spec (Gmail, Sheets, Drive, Calendar, Telegram), or null. */
export function polledTriggerOf(spec: unknown): Polled | null {
  const first = specSteps(spec)[0];
  const action = first && findAction(first.node_id, first.action_id);
  if (!first || !action?.poll) return null;
  const params = first.params ?? {};
  // The cursor belongs to this exact trigger: another sheet or query starts from a new baseline.
  const key = createHash('sha256').update(JSON.stringify([first.node_id, first.action_id, params])).digest('hex').slice(0, 16);
  return { action, params, key, nodeId: first.node_id, actionId: first.action_id };
}

/**
 * In-process polling, with the scheduler's lifecycle: one loop per active flow whose trigger polls.
 * Each round asks the trigger what is new since the flow's stored cursor, starts one execution per
 * item (de-duplicated by `poll:{trigger}:{item id}` in the executions table), then stores the new
 * cursor; a crash between the two repeats the round, and the unique key keeps it to one execution.
 */
export function createPoller(deps: {
  db: Db;
  config: Config;
  log: Log;
  start: (flow: FlowRef, trigger: { type: 'poll'; payload: unknown; dedupeKey: string }) => Promise<{ duplicate?: boolean }>;
}) {
  const loops = new Map<string, { timer?: NodeJS.Timeout; key: string; nodeId: string; actionId: string; ac: AbortController; running?: Promise<void> }>();
  let stopped = true;

  async function round(flowId: string): Promise<number> {
    const [flow] = await deps.db.select({ id: flows.id, userId: flows.userId, spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.id, flowId)).limit(1);
    const polled = flow?.isActive ? polledTriggerOf(flow.spec) : null;
    if (!flow || !polled) return 0;
    const loop = loops.get(flowId);
    const signal = AbortSignal.any([loop?.ac.signal ?? new AbortController().signal, AbortSignal.timeout(deps.config.stepTimeoutMs)]);
    const [row] = await deps.db.select().from(triggerCursors).where(eq(triggerCursors.flowId, flowId)).limit(1);
    const cursor = row && row.triggerKey === polled.key ? row.cursor : null;
    const ctx: PollContext = { userId: flow.userId, flowId, signal, getCredential: credentialLoader(deps.db, flow.userId), config: deps.config, log: deps.log };
    let started = 0;
    try {
      const parsed = polled.action.params.safeParse(polled.params);
      if (!parsed.success) throw new Error(`Parámetros inválidos: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      const result = await polled.action.poll!(ctx, parsed.data, cursor);
      for (const item of result.items) {
        const handle = await deps.start(flow, { type: 'poll', payload: item.payload, dedupeKey: `poll:${polled.key}:${item.id}` });
        if (!handle.duplicate) started++;
      }
      await saveCursor(flowId, polled.key, result.cursor ?? null, null, row?.updatedAt ?? null);
    } catch (err) {
      const message = errorMessage(err);
      deps.log.warn({ flowId, err: message }, 'polling trigger failed');
      await saveCursor(flowId, polled.key, cursor, message, row?.updatedAt ?? null).catch(() => {});
    }
    return started;
  }

  /**
   * Stores the round's cursor only over the one the round started from (`readAt`: that row's
   * updated_at, null when there was none): a slower round that overlapped a newer one — here or in
   * another process — cannot move the cursor back; its items are already de-duplicated by key.
   */
  async function saveCursor(flowId: string, key: string, cursor: unknown, lastError: string | null, readAt: Date | null) {
    const now = new Date();
    const values = { flowId, triggerKey: key, cursor: cursor as object | null, lastError, lastPolledAt: now, updatedAt: now };
    if (!readAt) {
      await deps.db.insert(triggerCursors).values(values).onConflictDoNothing({ target: triggerCursors.flowId });
      return;
    }
    await deps.db
      .update(triggerCursors)
      .set(values)
      .where(and(eq(triggerCursors.flowId, flowId), sql`date_trunc('milliseconds', ${triggerCursors.updatedAt}) = ${readAt.toISOString()}::timestamptz`));
  }

  function drop(flowId: string) {
    const loop = loops.get(flowId);
    if (!loop) return;
    clearTimeout(loop.timer);
    loop.ac.abort();
    loops.delete(flowId);
  }

  function schedule(flowId: string, delay: number) {
    const loop = loops.get(flowId);
    if (!loop || stopped) return;
    loop.timer = setTimeout(() => {
      const current = loops.get(flowId);
      if (current !== loop) return;
      loop.running = round(flowId)
        .then(() => {})
        .catch((err) => deps.log.warn({ flowId, err: errorMessage(err) }, 'polling round failed'))
        .finally(() => {
          loop.running = undefined;
          schedule(flowId, deps.config.pollIntervalMs);
        });
    }, delay);
    loop.timer.unref?.();
  }

  function place(flowId: string, spec: unknown, isActive: boolean, firstDelayMs = Math.min(1_000, deps.config.pollIntervalMs)) {
    const polled = isActive && !stopped ? polledTriggerOf(spec) : null;
    const current = loops.get(flowId);
    if (!polled) return drop(flowId);
    if (current && current.key === polled.key) return;
    drop(flowId);
    loops.set(flowId, { key: polled.key, nodeId: polled.nodeId, actionId: polled.actionId, ac: new AbortController() });
    // The first round soon after activation sets the baseline (or fires what is already due).
    schedule(flowId, firstDelayMs);
  }

  return {
    async start() {
      stopped = false;
      const rows = await deps.db.select({ id: flows.id, spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.isActive, true));
      // After a restart the loops are spread over (at most) one interval instead of all polling at once.
      const spread = Math.min(deps.config.pollIntervalMs, 30_000);
      for (const r of rows) place(r.id, r.spec, r.isActive, Math.floor(Math.random() * spread));
      if (loops.size) deps.log.info({ count: loops.size }, 'polling triggers started');
    },
    async sync(flowId: string) {
      const [row] = await deps.db.select({ spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.id, flowId)).limit(1);
      if (!row) return drop(flowId);
      place(flowId, row.spec, row.isActive);
    },
    /** One polling round now (tests, diagnostics); resolves with the number of executions started. */
    pollNow: (flowId: string) => round(flowId),
    async stop() {
      stopped = true;
      const running = [...loops.values()].map((l) => l.running).filter(Boolean);
      for (const id of [...loops.keys()]) drop(id);
      await Promise.allSettled(running);
    },
    list(): PollInfo[] {
      return [...loops.entries()].map(([flowId, l]) => ({ flow_id: flowId, node_id: l.nodeId, action_id: l.actionId, interval_ms: deps.config.pollIntervalMs }));
    },
  };
}

export type Poller = ReturnType<typeof createPoller>;
