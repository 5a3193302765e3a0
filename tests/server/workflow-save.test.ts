import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { chats, flows } from '../../server/db/schema';

/**
 * Issue 10 items 1 and 4: one flow per chat whatever the concurrency, and the saved workflow is the
 * one 'Ejecutar Ahora' and the production webhook run — an edit reaches them when it is saved.
 */
describe.each(backends)('saving a chat workflow (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  let userId: string;
  let target: http.Server;
  let base: string;
  /** URL paths the HTTP steps called, in order. */
  const called: string[] = [];

  beforeAll(async () => {
    target = http.createServer((req, res) => {
      called.push(req.url!.split('?')[0]);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    const u = await t.signUp();
    auth = u.auth;
    userId = (await t.app.services.tokens.verifyAccess(u.access_token))!;
  });
  afterAll(async () => {
    await t?.close();
    target.closeAllConnections();
    await new Promise((r) => target.close(r));
  });

  const newChat = async (title = 'Avisar a mi sistema') => {
    const [c] = await t.app.services.db.insert(chats).values({ userId, title }).returning();
    return c.id;
  };
  const decide = async (payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/workflow-decision', headers: auth, payload });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const flowsOf = (chatId: string) => t.app.services.db.select().from(flows).where(eq(flows.chatId, chatId));
  const hookPlan = (path: string) => [
    { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
    { step: 2, node_id: 'http', action_id: 'request', params: { url: `${base}${path}`, method: 'POST', body: { lead: '{{trigger.body.email}}' } } },
  ];
  const manualPlan = [
    { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
    { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 0 } },
  ];

  it('20 concurrent saves of one chat leave exactly one flow', async () => {
    const chatId = await newChat();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => decide({ decision: 'save', chat_id: chatId, execution_plan: manualPlan })),
    );
    expect(answers.every((a) => a.success)).toBe(true);
    const rows = await flowsOf(chatId);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.workflow_id))).toEqual(new Set([rows[0].id]));
  });

  it('10 concurrent executes of one chat create at most one flow', async () => {
    const chatId = await newChat();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => decide({ decision: 'execute', chat_id: chatId, execution_plan: manualPlan })),
    );
    expect(answers.every((a) => a.success)).toBe(true);
    const rows = await flowsOf(chatId);
    expect(rows.length).toBeLessThanOrEqual(1);
    expect(new Set(answers.map((a) => a.workflow_id)).size).toBe(1);
    // and a save after them updates that same flow
    const saved = await decide({ decision: 'save', chat_id: chatId, execution_plan: manualPlan });
    expect(saved.workflow_id).toBe(answers[0].workflow_id);
    expect(await flowsOf(chatId)).toHaveLength(1);
  });

  it('POST /api/flows/create with a chat that has its flow updates that flow; flows without a chat are free', async () => {
    const chatId = await newChat();
    const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload });
    const first = await create({ chat_id: chatId, steps: manualPlan });
    const second = await create({ chat_id: chatId, name: 'Renombrado', steps: manualPlan.slice(0, 1) });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toMatchObject({ flow_id: first.json().flow_id, name: 'Renombrado' });
    expect(second.json().spec.steps).toHaveLength(1);
    expect(await flowsOf(chatId)).toHaveLength(1);
    const free = await Promise.all([create({ steps: manualPlan }), create({ steps: manualPlan })]);
    expect(new Set(free.map((r) => r.json().flow_id)).size).toBe(2);
  });

  it('an edit reaches the saved flow, run-now and the production webhook only once it is saved', async () => {
    const chatId = await newChat();
    const saved = await decide({ decision: 'save', chat_id: chatId, execution_plan: hookPlan('/v1') });
    const flowId = saved.workflow_id as string;
    expect(saved.saved_plan.map((s: { params: object }) => s.params)).toEqual([{}, hookPlan('/v1')[1].params]);
    expect((await decide({ decision: 'activate', chat_id: chatId })).is_active).toBe(true);
    const fire = async () => {
      const res = await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, payload: { email: 'ana@tienda.mx' } });
      expect(res.statusCode).toBe(202);
      const executionId = res.json().execution_id as string;
      // wait for the run through the executions API (no timing assumptions)
      for (;;) {
        const detail = (await t.app.inject({ method: 'GET', url: `/api/executions/${executionId}`, headers: auth })).json();
        if (detail.status !== 'running') return detail;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const runNow = async () => (await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: auth })).json();
    const savedUrl = async () => (await t.app.inject({ method: 'GET', url: `/api/flows/${flowId}?includeSpec=true`, headers: auth })).json().spec.steps[1].params.url;

    // the production webhook reads (and caches) the saved flow
    called.length = 0;
    expect((await fire()).status).toBe('success');
    expect(called).toEqual(['/v1']);

    // 'Editar' stores the edited plan on the chat (PATCH /api/chats/{id}): the saved flow is unchanged
    const edited = hookPlan('/v2');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/chats/${chatId}`, headers: auth, payload: { execution_plan: edited } })).statusCode).toBe(200);
    const status = (await t.app.inject({ method: 'GET', url: `/api/chat/${chatId}/workflow-status`, headers: auth })).json().workflow_status;
    expect(status.saved_plan[1].params.url).toBe(`${base}/v1`);
    expect(await savedUrl()).toBe(`${base}/v1`);
    called.length = 0;
    expect((await runNow()).status).toBe('success');
    expect((await fire()).status).toBe('success');
    expect(called).toEqual(['/v1', '/v1']);

    // the chat's 'Ejecutar' runs the plan on screen and says it is not the saved version
    called.length = 0;
    const unsaved = await decide({ decision: 'execute', chat_id: chatId, execution_plan: edited });
    expect(unsaved).toMatchObject({ success: true, workflow_id: flowId, executed_version: 'unsaved' });
    expect(unsaved.assistant_message.content).toContain('Ejecutando los cambios sin guardar');
    expect(called).toEqual(['/v2']);
    expect(await savedUrl()).toBe(`${base}/v1`);

    // 'Guardar' writes the plan the user sees: every way of running the flow now uses it
    const resaved = await decide({ decision: 'save', chat_id: chatId, execution_plan: edited });
    expect(resaved.workflow_id).toBe(flowId);
    expect(resaved.saved_plan[1].params.url).toBe(`${base}/v2`);
    expect(await savedUrl()).toBe(`${base}/v2`);
    called.length = 0;
    expect((await runNow()).status).toBe('success');
    expect((await fire()).status).toBe('success');
    const again = await decide({ decision: 'execute', chat_id: chatId, execution_plan: edited });
    expect(again).toMatchObject({ success: true, executed_version: 'saved' });
    expect(again.assistant_message.content).toContain('Ejecutando la versión guardada');
    expect(called).toEqual(['/v2', '/v2', '/v2']);
    expect(await flowsOf(chatId)).toHaveLength(1);
  });

  it('re-saving an active scheduled flow re-syncs its schedule', async () => {
    const chatId = await newChat();
    const plan = (cron: string) => [
      { step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: cron } },
      { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 0 } },
    ];
    const saved = await decide({ decision: 'save', chat_id: chatId, execution_plan: plan('0 9 * * 1') });
    await decide({ decision: 'activate', chat_id: chatId });
    const scheduleOf = () => t.app.services.engine.schedules().find((s) => s.flow_id === saved.workflow_id);
    expect(scheduleOf()?.cron_expression).toBe('0 9 * * 1');
    await decide({ decision: 'save', chat_id: chatId, execution_plan: plan('30 18 * * 5') });
    expect(scheduleOf()?.cron_expression).toBe('30 18 * * 5');
  });

  it('workflow-status gives the saved steps, so the browser can tell unsaved changes after a reload', async () => {
    const chatId = await newChat();
    const empty = (await t.app.inject({ method: 'GET', url: `/api/chat/${chatId}/workflow-status`, headers: auth })).json();
    expect(empty.workflow_status).toMatchObject({ flow_id: null, saved_plan: null });
    await decide({ decision: 'save', chat_id: chatId, execution_plan: manualPlan });
    // the plan saved is the chat's plan from now on (the browser compares the two after a reload)
    const session = (await t.app.inject({ method: 'GET', url: `/api/chats/${chatId}`, headers: auth })).json();
    expect(session.execution_plan.map((s: { node_id: string }) => s.node_id)).toEqual(['manual', 'delay']);
    const status = (await t.app.inject({ method: 'GET', url: `/api/chat/${chatId}/workflow-status`, headers: auth })).json();
    expect(status.workflow_status.saved_plan.map((s: { node_id: string; action_id: string; params: object }) => [s.node_id, s.action_id, s.params]))
      .toEqual([['manual', 'manual_trigger', {}], ['delay', 'wait', { seconds: 0 }]]);
  });
});
