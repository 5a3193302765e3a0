import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { executionFilters, ExecutionQuery } from './filters';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app';
import { executions, executionSteps, flows } from '../db/schema';
import { notFound, parseBody } from '../http/errors';
import { isUuid } from '../flows/ids';
import { findUserFlow } from '../flows/store';
import { findAction, findNode } from '../nodes';
import { flowTimezone, waitingText } from './waiting';

const LIST_LIMIT = 100;
const COUNT_CAP = 10_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type ExecutionRow = typeof executions.$inferSelect;

/** An execution as the API answers it; a parked one (a long wait) says until when, in the flow's zone. */
function toExecution(e: ExecutionRow, timezone: string) {
  const waiting = e.status === 'running' && e.resumeAt ? e.resumeAt : null;
  return {
    execution_id: e.id,
    flow_id: e.flowId,
    status: e.status,
    trigger_type: e.triggerType,
    started_at: e.startedAt.toISOString(),
    ended_at: iso(e.endedAt),
    cost: e.cost,
    error: e.error,
    retry_of: e.retryOf ?? null,
    waiting_until: iso(waiting),
    waiting_message: waiting ? waitingText(waiting, timezone) : null,
  };
}

/** Execution history (spec §7 Executions), scoped to the signed-in user. */
export async function executionsRoutes(app: FastifyInstance, services: Services) {
  const { db, config } = services;

  // ?status&from&to&q&page&page_size (filters.ts); the total matching goes in X-Total-Count.
  app.get<{ Params: { flowId: string } }>('/api/executions/flow/:flowId', async (request, reply) => {
    const flow = await findUserFlow(db, request.userId, request.params.flowId);
    if (!flow) throw notFound('Workflow no encontrado');
    const query = parseBody(ExecutionQuery, request.query);
    const pageSize = query.page_size ?? LIST_LIMIT;
    const where = and(eq(executions.flowId, flow.id), eq(executions.userId, request.userId), ...executionFilters(query));
    const rows = await db
      .select()
      .from(executions)
      .where(where)
      .orderBy(desc(executions.startedAt), desc(executions.id))
      .limit(pageSize)
      .offset(((query.page ?? 1) - 1) * pageSize);
    // Counted up to COUNT_CAP: a page of a flow with 100,000 runs must not read them all.
    const capped = db.select({ one: sql`1` }).from(executions).where(where).limit(COUNT_CAP + 1).as('capped');
    const [{ total }] = await db.select({ total: count() }).from(capped);
    reply.header('x-total-count', total > COUNT_CAP ? `${COUNT_CAP}+` : String(total));
    const timezone = flowTimezone(flow.spec, config.timezone);
    return rows.map((r) => toExecution(r, timezone));
  });

  app.get<{ Params: { id: string } }>('/api/executions/:id', async (request) => {
    const id = request.params.id;
    if (!isUuid(id)) throw notFound('Ejecución no encontrada');
    const [row] = await db
      .select({ execution: executions, flowName: flows.name, flowSpec: flows.spec })
      .from(executions)
      .innerJoin(flows, eq(flows.id, executions.flowId))
      .where(and(eq(executions.id, id), eq(executions.userId, request.userId)))
      .limit(1);
    if (!row) throw notFound('Ejecución no encontrada');
    const steps = await db
      .select()
      .from(executionSteps)
      .where(eq(executionSteps.executionId, id))
      .orderBy(asc(executionSteps.step), asc(executionSteps.startedAt));
    return {
      ...toExecution(row.execution, flowTimezone(row.flowSpec, config.timezone)),
      flow_name: row.flowName,
      trigger_payload: row.execution.triggerPayload,
      steps: steps.map((s) => ({
        step_id: s.id,
        step: s.step,
        node_id: s.nodeId,
        action_id: s.actionId,
        node_name: s.nodeName ?? findNode(s.nodeId)?.name ?? null,
        action_name: findAction(s.nodeId, s.actionId)?.name ?? null,
        status: s.status,
        started_at: iso(s.startedAt),
        ended_at: iso(s.endedAt),
        duration_ms: s.durationMs,
        input: s.input,
        output: s.output,
        error: s.error,
      })),
    };
  });
}
