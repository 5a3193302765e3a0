import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { chats, executions, flows, messages } from '../../server/db/schema';

type User = { auth: { authorization: string }; userId: string };

describe.each(backends)('flows (%s)', (backend) => {
  let t: TestApp;
  let ana: User;
  let beto: User;

  beforeAll(async () => {
    t = await startTestApp(backend, {}, { ENLAZA_PUBLIC_URL: 'https://enlaza.example' });
    const user = async (): Promise<User> => {
      const u = await t.signUp();
      return { auth: u.auth, userId: (await t.app.services.tokens.verifyAccess(u.access_token))! };
    };
    ana = await user();
    beto = await user();
  });
  afterAll(async () => { await t.close(); });

  const req = (u: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: u.auth, ...(payload ? { payload } : {}) });
  const newChat = async (u: User, title = 'Leads a Sheets', firstMessage?: string) => {
    const [c] = await t.app.services.db.insert(chats).values({ userId: u.userId, title }).returning();
    if (firstMessage) await t.app.services.db.insert(messages).values({ chatId: c.id, role: 'user', content: firstMessage });
    return c.id;
  };
  const plan = [
    { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
    { step: 2, node_id: 'transform', action_id: 'set_fields', parameters: { fields: { email: '{{trigger.body.email}}' } } },
    { step: 3, node_id: 'filter', action_id: 'condition', params: { left: '{{steps.2.output.email}}', operator: 'contains', right: '@' } },
  ];

  it('creates, lists, gets, activates, runs now and deletes a flow (and its chat)', async () => {
    const chatId = await newChat(ana, 'Mi chat de leads');
    const created = await req(ana, 'POST', '/api/flows/create', { description: 'Guardar leads nuevos del formulario web', chat_id: chatId, steps: plan });
    expect(created.statusCode).toBe(201);
    const flow = created.json();
    expect(flow).toMatchObject({
      name: 'Guardar leads nuevos (3 servicios)',
      chat_id: chatId,
      chat_title: 'Mi chat de leads',
      is_active: false,
      steps: plan.map(({ node_id, action_id }) => ({ node_id, action_id })),
      webhook_urls: {
        production: `https://enlaza.example/webhooks/${flow.flow_id}`,
        test: `https://enlaza.example/webhooks/${flow.flow_id}?test=true`,
        type: 'webhook',
      },
    });
    expect(flow.spec.steps[1]).toMatchObject({ params: { fields: { email: '{{trigger.body.email}}' } }, node_name: 'Transformar datos', action_name: 'Definir campos' });

    for (const url of ['/api/flows', '/api/flows/']) {
      const list = await req(ana, 'GET', url);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((f: { flow_id: string }) => f.flow_id)).toContain(flow.flow_id);
      const item = list.json().find((f: { flow_id: string }) => f.flow_id === flow.flow_id);
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['flow_id', 'name', 'description', 'chat_id', 'chat_title', 'is_active', 'steps', 'created_at', 'updated_at']));
    }

    const plain = (await req(ana, 'GET', `/api/flows/${flow.flow_id}`)).json();
    expect(plain.spec).toBeUndefined();
    const withSpec = (await req(ana, 'GET', `/api/flows/${flow.flow_id}?includeSpec=true`)).json();
    expect(withSpec.spec).toMatchObject({ name: flow.name, description: 'Guardar leads nuevos del formulario web', steps: [{ step: 1 }, { step: 2 }, { step: 3 }] });

    const act = await req(ana, 'POST', `/api/flows/${flow.flow_id}/activate`, { is_active: true });
    expect(act.json()).toEqual({ flow_id: flow.flow_id, is_active: true });
    expect((await req(ana, 'GET', `/api/flows/${flow.flow_id}`)).json().is_active).toBe(true);
    expect((await req(ana, 'POST', `/api/flows/${flow.flow_id}/activate`, { is_active: 'sí' })).statusCode).toBe(422);

    const run = await t.app.inject({ method: 'POST', url: `/api/flows/${flow.flow_id}/run-now`, headers: ana.auth });
    expect(run.statusCode).toBe(200);
    const body = run.json();
    // A manual run of a webhook flow has an empty body, so the filter stops the flow.
    expect(body).toMatchObject({ status: 'success', message: 'Workflow ejecutado correctamente' });
    expect(body.execution_results.map((s: { status: string }) => s.status)).toEqual(['success', 'success', 'success']);
    expect(body.execution_results[2]).toMatchObject({ step: 3, node_id: 'filter', action_id: 'condition', node_name: 'Filtro', output: { passed: false } });
    const [exec] = await t.app.services.db.select().from(executions).where(eq(executions.id, body.execution_id));
    expect(exec).toMatchObject({ triggerType: 'manual', status: 'success' });

    const del = await req(ana, 'DELETE', `/api/flows/${flow.flow_id}`);
    expect(del.statusCode).toBe(204);
    expect((await req(ana, 'GET', `/api/flows/${flow.flow_id}`)).statusCode).toBe(404);
    expect(await t.app.services.db.select().from(chats).where(eq(chats.id, chatId))).toEqual([]);
    expect(await t.app.services.db.select().from(executions).where(eq(executions.flowId, flow.flow_id))).toEqual([]);
  });

  it('reports a failed run-now with the step message', async () => {
    const created = await req(ana, 'POST', '/api/flows/create', {
      name: 'Falla',
      steps: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, node_id: 'github', action_id: 'create_issue', params: { repository: 'ana/tienda', title: 'Hola' } }],
    });
    expect(created.json().name).toBe('Falla');
    const run = (await req(ana, 'POST', `/api/flows/${created.json().flow_id}/run-now`)).json();
    expect(run.status).toBe('error');
    expect(run.message).toBe('Error ejecutando workflow: Falta conectar tu cuenta de GitHub');
    expect(run.execution_results[1]).toMatchObject({ status: 'error', error: 'Falta conectar tu cuenta de GitHub' });
  });

  it('answers 202 with the execution id when the run outlasts the wait', async () => {
    const created = await req(ana, 'POST', '/api/flows/create', {
      steps: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 1 } }],
    });
    const res = await req(ana, 'POST', `/api/flows/${created.json().flow_id}/run-now?wait=50`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'running', execution_results: [] });
    const id = res.json().execution_id;
    await expect.poll(async () => (await t.app.services.db.select().from(executions).where(eq(executions.id, id)))[0].status, { timeout: 4000 }).toBe('success');
  });

  it('validates the workflow spec with the spec messages', async () => {
    const bad = async (payload: unknown) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: ana.auth, payload: payload as object });
      expect(res.statusCode).toBe(400);
      return res.json().detail;
    };
    expect(await bad([1, 2])).toBe('Especificación de workflow inválida');
    expect(await bad({ name: 'x' })).toBe('El workflow debe tener al menos un paso');
    expect(await bad({ steps: [] })).toBe('El workflow debe tener al menos un paso');
    expect(await bad({ steps: [{ step: 1, action_id: 'x' }] })).toBe('Paso 1: falta node_id');
    expect(await bad({ steps: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, node_id: 'http' }] })).toBe('Paso 2: falta action_id');
    expect(await bad({ steps: [{ step: 1, node_id: 'fax', action_id: 'send' }] })).toBe('Paso 1: el nodo fax no existe');
    expect(await bad({ steps: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, node_id: 'http', action_id: 'download' }] })).toBe('Paso 2: la acción download no existe en el nodo http');
    expect(await bad({ steps: [{ step: 1, node_id: 'http', action_id: 'request' }] })).toBe('Paso 1: el primer paso debe ser un disparador (trigger)');
    expect(await bad({ steps: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, node_id: 'webhook', action_id: 'webhook_received' }] })).toBe('Paso 2: un disparador (trigger) solo puede ser el primer paso');
    const notMine = await newChat(beto);
    const res = await req(ana, 'POST', '/api/flows/create', { chat_id: notMine, steps: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }] });
    expect(res.statusCode).toBe(404);
  });

  it("isolates users: every id of another user's answers 404", async () => {
    const chatId = await newChat(ana, 'Privado');
    const flowId = (await req(ana, 'POST', '/api/flows/create', { chat_id: chatId, steps: plan })).json().flow_id;
    const execId = (await req(ana, 'POST', `/api/flows/${flowId}/run-now`)).json().execution_id;
    const calls: [string, string, object?][] = [
      ['GET', `/api/flows/${flowId}`],
      ['GET', `/api/flows/${flowId}?includeSpec=true`],
      ['POST', `/api/flows/${flowId}/activate`, { is_active: true }],
      ['POST', `/api/flows/${flowId}/run-now`],
      ['DELETE', `/api/flows/${flowId}`],
      ['GET', `/api/executions/flow/${flowId}`],
      ['GET', `/api/executions/${execId}`],
      ['GET', `/api/chat/${chatId}/workflow-status`],
      ['POST', '/api/chat/workflow-decision', { decision: 'activate', chat_id: chatId }],
      ['POST', '/api/chat/workflow-decision', { decision: 'execute', chat_id: chatId, execution_plan: plan }],
      ['GET', '/api/flows/no-es-un-uuid'],
      ['GET', '/api/executions/no-es-un-uuid'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: beto.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await req(beto, 'GET', '/api/flows')).json().map((f: { flow_id: string }) => f.flow_id)).not.toContain(flowId);
    const [still] = await t.app.services.db.select().from(flows).where(eq(flows.id, flowId));
    expect(still.isActive).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/flows' })).statusCode).toBe(401);
  });

  describe('workflow decisions', () => {
    it('checks the plan with the spec messages (HTTP 200, success false)', async () => {
      const chatId = await newChat(ana);
      const decide = async (payload: object) => {
        const res = await req(ana, 'POST', '/api/chat/workflow-decision', { chat_id: chatId, ...payload });
        expect(res.statusCode).toBe(200);
        return res.json();
      };
      expect(await decide({ decision: 'save' })).toMatchObject({ success: false, message: 'ExecutionPlan is undefined' });
      expect(await decide({ decision: 'save', execution_plan: { step: 1 } })).toMatchObject({ success: false, message: 'ExecutionPlan must be an array' });
      expect(await decide({ decision: 'execute', execution_plan: [] })).toMatchObject({ success: false, message: 'ExecutionPlan is empty' });
      expect(await decide({ decision: 'save', execution_plan: [{ step: 1, node_id: 'fax', action_id: 'x' }] })).toMatchObject({ success: false, message: 'Paso 1: el nodo fax no existe' });
      expect(await decide({ decision: 'activate' })).toMatchObject({ success: false, message: 'Primero GUARDA el workflow, luego podrás activarlo/desactivarlo' });
      // Without a plan in the body, the chat's latest plan (stored by the assistant) is used.
      await t.app.services.db.update(chats).set({ plan: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }] }).where(eq(chats.id, chatId));
      expect(await decide({ decision: 'save' })).toMatchObject({ success: true, message: 'Workflow guardado correctamente' });
      expect((await req(ana, 'POST', '/api/chat/workflow-decision', { decision: 'save', chat_id: '5b7c1a52-8f5d-4a59-9a4e-3f3c3f0c1d11', execution_plan: plan })).statusCode).toBe(404);
      expect((await req(ana, 'POST', '/api/chat/workflow-decision', { decision: 'borrar', chat_id: chatId })).statusCode).toBe(422);
    });

    it('saves (one flow per chat), activates, executes and reports workflow status', async () => {
      const chatId = await newChat(ana, 'Nuevo chat', 'Cuando llegue un lead por webhook guárdalo y avísame');
      const status0 = (await req(ana, 'GET', `/api/chat/${chatId}/workflow-status`)).json();
      expect(status0).toEqual({ workflow_status: { flow_id: null, is_active: false, name: null, saved_plan: null } });

      const saved = (await req(ana, 'POST', '/api/chat/workflow-decision', { decision: 'save', chat_id: chatId, session_id: chatId, execution_plan: plan })).json();
      expect(saved).toMatchObject({ success: true, message: 'Workflow guardado correctamente', is_active: false });
      expect(saved.workflow_id).toBe(saved.flow_id);
      expect(saved.assistant_message).toMatchObject({ role: 'assistant', metadata: { flow_id: saved.flow_id, workflow_action: 'save' } });
      expect(saved.assistant_message.content).toContain('Workflow guardado correctamente');
      expect(saved.webhook_urls.production).toBe(`https://enlaza.example/webhooks/${saved.flow_id}`);

      const [row] = await t.app.services.db.select().from(flows).where(eq(flows.id, saved.flow_id));
      expect(row).toMatchObject({ name: 'Cuando llegue un lead (3 servicios)', chatId, userId: ana.userId });

      // Saving again (an edited plan) updates the same flow.
      const edited = [...plan.slice(0, 2), { step: 3, node_id: 'delay', action_id: 'wait', params: { seconds: 0 } }];
      const again = (await req(ana, 'POST', '/api/chat/workflow-decision', { decision: 'save', chat_id: chatId, workflow_context: { workflow_data: { execution_plan: edited } } })).json();
      expect(again.workflow_id).toBe(saved.workflow_id);
      const mine = await t.app.services.db.select().from(flows).where(and(eq(flows.chatId, chatId)));
      expect(mine).toHaveLength(1);
      expect((mine[0].spec as { steps: { node_id: string }[] }).steps[2].node_id).toBe('delay');

      const on = (await req(ana, 'POST', '/api/chat/workflow-decision', { decision: 'activate', chat_id: chatId })).json();
      expect(on).toMatchObject({ success: true, message: 'Workflow activado correctamente', workflow_id: saved.flow_id, is_active: true });
      expect((await req(ana, 'GET', `/api/chat/${chatId}/workflow-status`)).json().workflow_status).toMatchObject({ flow_id: saved.flow_id, is_active: true, name: 'Cuando llegue un lead (3 servicios)' });
      const off = (await req(ana, 'POST', '/api/chat/workflow-decision', { decision: 'activate', chat_id: chatId, is_active: false })).json();
      expect(off).toMatchObject({ success: true, message: 'Workflow desactivado correctamente', is_active: false });

      const ran = (await req(ana, 'POST', '/api/chat/workflow-decision', { decision: 'execute', chat_id: chatId, execution_plan: edited })).json();
      expect(ran).toMatchObject({ success: true, message: 'Workflow ejecutado correctamente', workflow_id: saved.flow_id });
      expect(ran.execution_results).toHaveLength(3);
      expect(ran.execution_results[2]).toMatchObject({ step: 3, node_id: 'delay', action_id: 'wait', node_name: 'Esperar', status: 'success', input: { seconds: 0 } });
      expect(typeof ran.execution_results[2].duration_ms).toBe('number');
      const [exec] = await t.app.services.db.select().from(executions).where(eq(executions.id, ran.execution_id));
      expect(exec.flowId).toBe(saved.flow_id);

      const stored = await t.app.services.db.select().from(messages).where(and(eq(messages.chatId, chatId), eq(messages.role, 'assistant')));
      expect(stored).toHaveLength(5);
      expect(stored.map((m) => m.content).join('\n')).toContain('Workflow activado correctamente');
    });

    it('execute without a saved flow saves the chat\'s flow inactive (and says so) and reports failures', async () => {
      const chatId = await newChat(ana, 'Correo');
      const failing = [
        { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
        { step: 2, node_id: 'email', action_id: 'send_email', params: { to: 'ana@tienda.mx', subject: 'Hola', body: 'x' } },
      ];
      const ran = (await req(ana, 'POST', '/api/chat/workflow-decision', { decision: 'execute', session_id: chatId, execution_plan: failing })).json();
      expect(ran.success).toBe(false);
      expect(ran.message).toMatch(/^Error ejecutando workflow: No hay un servidor de correo configurado/);
      expect(ran.execution_results[1]).toMatchObject({ status: 'error' });
      expect(ran.assistant_message.content).toMatch(/^Ejecutando el plan del chat, que quedó guardado como workflow inactivo\.\n❌ El workflow falló en el paso 2 \(Correo \(SMTP\)\)/);
      const [draft] = await t.app.services.db.select().from(flows).where(eq(flows.chatId, chatId));
      expect(draft).toMatchObject({ id: ran.workflow_id, isActive: false });
    });
  });
});
