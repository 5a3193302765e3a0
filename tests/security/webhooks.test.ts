import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { executions, flows } from '../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../server/harness';
import { createFlow, parseCsp } from './support/headers';

/**
 * Issue 9 items 1, 2 and 10 (webhooks): answers that cannot run script on the app's origin, a test
 * URL that answers only its listening owner, HMAC signatures for the generic webhook, and 415 for
 * bodies a webhook cannot take. Defences: server/webhooks/ (routes, test-access, verify, body, answer).
 */
describe.each(backends)('webhooks (%s)', (backend) => {
  let t: TestApp;
  let owner: { authorization: string };
  let stranger: { authorization: string };

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = (await t.signUp()).auth;
    stranger = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.services.db;
  const execsOf = async (flowId: string) => db().select().from(executions).where(eq(executions.flowId, flowId));
  const post = (url: string, opts: { headers?: Record<string, string>; payload?: string | object } = {}) =>
    t.app.inject({ method: 'POST', url, headers: opts.headers, payload: opts.payload ?? {} });
  /** A flow whose step 2 makes a value that stands for private data (e.g. rows read with the owner's credential). */
  const PRIVATE = 'fila-privada-del-dueño-7731';
  const privateFlow = [
    { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
    { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { cliente: PRIVATE } } },
  ];

  it('serves webhook answers sandboxed with nosniff: a respond step with text/html and <script> runs no script', async () => {
    const flowId = await createFlow(t, owner, [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
      {
        step: 2, node_id: 'webhook', action_id: 'respond',
        params: {
          body: '<script>fetch("/api/chats/",{headers:{authorization:"Bearer "+localStorage.access_token}})</script>',
          headers: { 'content-type': 'text/html', 'content-security-policy': 'default-src *', 'x-content-type-options': 'sniff', 'set-cookie': 'sid=1' },
        },
      },
    ], true);
    const scriptFlow = await createFlow(t, owner, [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
      { step: 2, node_id: 'webhook', action_id: 'respond', params: { body: 'alert(1)', headers: { 'content-type': 'application/javascript' } } },
    ], true);
    const answers = [
      await t.app.inject({ method: 'GET', url: `/webhooks/${flowId}` }),
      await t.app.inject({ method: 'GET', url: `/webhooks/${scriptFlow}` }),
      await post(`/webhooks/${flowId}?test=true`),
      await post(`/webhooks/${flowId}`, { headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
    ];
    const sandboxed = answers.filter((r) => {
      const csp = parseCsp(r.headers['content-security-policy']);
      return csp.has('sandbox') && !csp.get('sandbox')!.includes('allow-scripts') && csp.get('default-src')?.join(' ') === "'none'" && r.headers['x-content-type-options'] === 'nosniff';
    });
    console.log(`Webhook answers: ${sandboxed.length}/${answers.length} sandboxed (CSP sandbox, default-src 'none') with nosniff`);
    expect(sandboxed).toHaveLength(answers.length);
    // The HTML is served as written, but cannot replace the guards nor set a cookie on the app's origin.
    expect(answers[0].headers['content-type']).toMatch(/^text\/html/);
    expect(answers[0].body).toContain('<script>');
    expect(answers[0].headers['set-cookie']).toBeUndefined();
    // A script content type is served as text, so no page can load a webhook answer as a script.
    expect(answers[1].headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers 404 to an anonymous test call of an inactive flow, and runs nothing', async () => {
    const inactive = await createFlow(t, owner, privateFlow);
    const active = await createFlow(t, owner, privateFlow, true);
    const calls = [
      await post(`/webhooks/${inactive}?test=true`, { payload: { x: 1 } }),
      await post(`/webhooks/${inactive}?test=1`, { payload: { x: 1 } }),
      await t.app.inject({ method: 'GET', url: `/webhooks/${inactive}?test=true` }),
      await post(`/webhooks/${inactive}?test=true`, { headers: stranger }),
      await post(`/webhooks/${active}?test=true`),
    ];
    const runs = (await execsOf(inactive)).length + (await execsOf(active)).length;
    console.log(`Test URL without its owner: ${calls.length} calls, ${calls.filter((c) => c.statusCode === 404).length} answered 404, ${runs} runs, ${calls.filter((c) => c.body.includes(PRIVATE)).length} leaks`);
    expect(calls.map((c) => c.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(calls.every((c) => c.json().detail === 'Workflow no encontrado o inactivo')).toBe(true);
    expect(runs).toBe(0);
  });

  it('while the owner listens, one test call by any sender runs and gets an acknowledgement without step outputs', async () => {
    const flowId = await createFlow(t, owner, privateFlow);
    const listen = await post(`/api/flows/${flowId}/webhook-test/listen`, { headers: owner });
    expect(listen.statusCode).toBe(200);
    expect(listen.json()).toMatchObject({ listening: true, listen_seconds: 180 });
    // Another user cannot open someone else's test URL.
    expect((await post(`/api/flows/${flowId}/webhook-test/listen`, { headers: stranger })).statusCode).toBe(404);

    // The window lives in the database: a second process sharing it admits the call.
    const other = await buildApp(t.config, { db: db(), kind: backend, close: async () => {} }, { logger: false });
    await other.ready();
    let armed;
    try {
      armed = await other.inject({ method: 'POST', url: `/webhooks/${flowId}?test=true`, payload: { pedido: 9 } });
    } finally {
      await other.close();
    }
    expect(armed.statusCode).toBe(202);
    expect(armed.json()).toEqual({ execution_id: expect.any(String), status: 'accepted', message: 'Evento de prueba recibido: el resultado se muestra en Enlaza' });
    // One call per window: the next anonymous one finds nothing.
    const again = await post(`/webhooks/${flowId}?test=true`);
    expect(again.statusCode).toBe(404);
    // The owner sees the run and its step outputs in Enlaza.
    const id = armed.json().execution_id;
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: `/api/executions/${id}`, headers: owner })).json().status).toBe('success');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/executions/${id}`, headers: owner })).json();
    expect(detail.trigger_type).toBe('test');
    expect(detail.steps[1].output).toEqual({ cliente: PRIVATE });
    // Stopping, or letting the window pass, closes the test URL again.
    await post(`/api/flows/${flowId}/webhook-test/listen`, { headers: owner });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/flows/${flowId}/webhook-test/listen`, headers: owner })).statusCode).toBe(200);
    const stopped = await post(`/webhooks/${flowId}?test=true`);
    await post(`/api/flows/${flowId}/webhook-test/listen`, { headers: owner });
    await db().update(flows).set({ webhookTestArmedUntil: sql`now() - interval '1 second'` }).where(eq(flows.id, flowId));
    const expired = await post(`/webhooks/${flowId}?test=true`);
    console.log(`Listening test URL: 1 call acknowledged (202, 0 step outputs), then ${[again, stopped, expired].filter((c) => c.statusCode === 404).length}/3 closed (used, stopped, expired) answered 404`);
    expect(armed.body).not.toContain(PRIVATE);
    expect(stopped.statusCode).toBe(404);
    expect(expired.statusCode).toBe(404);
    expect(await execsOf(flowId)).toHaveLength(1);
  });

  it("gives the step results to a test call with the owner's bearer token", async () => {
    const flowId = await createFlow(t, owner, privateFlow);
    const res = await post(`/webhooks/${flowId}?test=true`, { headers: owner, payload: { pedido: 1 } });
    const expiredToken = await post(`/webhooks/${flowId}?test=true`, { headers: { authorization: 'Bearer caducado' } });
    console.log(`Owner test call: ${res.statusCode} with ${res.json().execution_results?.length ?? 0} step results; an invalid token gets ${expiredToken.statusCode}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Workflow ejecutado correctamente' });
    expect(res.json().execution_results[1].output).toEqual({ cliente: PRIVATE });
    expect(expiredToken.statusCode).toBe(401);
    expect(expiredToken.body).not.toContain(PRIVATE);
  });

  it('refuses unsigned, badly signed and old deliveries when the generic webhook requires a signature', async () => {
    const flowId = await createFlow(t, owner, [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: { require_signature: true } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { n: '{{trigger.body.n}}' } } },
    ], true);
    const body = JSON.stringify({ n: 42 });
    const now = Math.floor(Date.now() / 1000);
    const sign = (secret: string, ts: number, b = body) => `sha256=${createHmac('sha256', secret).update(`${ts}.${b}`).digest('hex')}`;
    const deliver = (headers: Record<string, string>) => post(`/webhooks/${flowId}`, { headers: { 'content-type': 'application/json', ...headers }, payload: body });

    // Before the owner opened the secret there is none: nothing can be signed, nothing runs.
    const noSecret = await deliver({ 'x-enlaza-timestamp': String(now), 'x-enlaza-signature': sign('adivinado', now) });
    const secretRes = await t.app.inject({ method: 'GET', url: `/api/flows/${flowId}/webhook-secret`, headers: owner });
    expect(secretRes.statusCode).toBe(200);
    expect(secretRes.headers['cache-control']).toBe('no-store');
    const secret = secretRes.json().secret as string;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect((await t.app.inject({ method: 'GET', url: `/api/flows/${flowId}/webhook-secret`, headers: stranger })).statusCode).toBe(404);

    const refused = {
      'no secret yet': noSecret,
      missing: await deliver({}),
      'timestamp only': await deliver({ 'x-enlaza-timestamp': String(now) }),
      'wrong secret': await deliver({ 'x-enlaza-timestamp': String(now), 'x-enlaza-signature': sign('otro', now) }),
      'other body': await deliver({ 'x-enlaza-timestamp': String(now), 'x-enlaza-signature': sign(secret, now, '{"n":1}') }),
      'timestamp not signed': await deliver({ 'x-enlaza-timestamp': String(now + 1), 'x-enlaza-signature': sign(secret, now) }),
      'old (10 min)': await deliver({ 'x-enlaza-timestamp': String(now - 600), 'x-enlaza-signature': sign(secret, now - 600) }),
      'future (10 min)': await deliver({ 'x-enlaza-timestamp': String(now + 600), 'x-enlaza-signature': sign(secret, now + 600) }),
    };
    const good = await deliver({ 'x-enlaza-timestamp': String(now), 'x-enlaza-signature': sign(secret, now) });
    // A regenerated secret retires the old one.
    const rotated = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/webhook-secret/rotate`, headers: owner });
    const oldSecret = await deliver({ 'x-enlaza-timestamp': String(now), 'x-enlaza-signature': sign(secret, now) });
    const newSecret = await deliver({ 'x-enlaza-timestamp': String(now), 'x-enlaza-signature': sign(rotated.json().secret, now) });

    const statuses = Object.values(refused).map((r) => r.statusCode);
    console.log(`HMAC required: ${statuses.filter((s) => s === 401).length}/${statuses.length} bad deliveries refused (401), good one ${good.statusCode}, old secret after rotation ${oldSecret.statusCode}, new secret ${newSecret.statusCode}`);
    expect(statuses).toEqual(Object.values(refused).map(() => 401));
    expect(refused.missing.json().detail).toBe('Este webhook exige firma: envía los encabezados X-Enlaza-Timestamp y X-Enlaza-Signature');
    expect(refused['old (10 min)'].json().detail).toMatch(/^Firma vencida/);
    expect(refused['wrong secret'].json().detail).toBe('Firma inválida: el secreto del webhook no coincide');
    expect(good.statusCode).toBe(202);
    expect(rotated.json().secret).not.toBe(secret);
    expect(oldSecret.statusCode).toBe(401);
    expect(newSecret.statusCode).toBe(202);
    expect(await execsOf(flowId)).toHaveLength(2);
    // The secret is stored sealed, never as written.
    const [row] = await db().select({ s: flows.webhookSecret }).from(flows).where(eq(flows.id, flowId));
    expect(row.s).not.toContain(rotated.json().secret);
  });

  it('answers 415 {detail} to bodies a webhook cannot take (XML, images, multipart), and runs nothing', async () => {
    const flowId = await createFlow(t, owner, privateFlow, true);
    const send = (contentType: string | undefined, payload: string | Buffer) =>
      t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, headers: contentType ? { 'content-type': contentType } : {}, payload });
    const refused = [
      await send('application/xml', '<pedido><n>1</n></pedido>'),
      await send('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      await send('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'),
      await send('text/html', '<b>hola</b>'),
      await send(undefined, 'n=5'),
    ];
    const runsAfterRefusals = (await execsOf(flowId)).length;
    const accepted = [
      await send('application/json', '{"n":1}'),
      await send('application/json; charset=utf-8', '{"n":2}'),
      await send('application/x-www-form-urlencoded', 'n=3'),
      await send('text/plain', 'n=4'),
      await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}` }),
    ];
    console.log(`Content types: ${refused.filter((r) => r.statusCode === 415).length}/${refused.length} unsupported refused (415), ${accepted.filter((r) => r.statusCode === 202).length}/${accepted.length} supported accepted, ${runsAfterRefusals} runs from refused bodies`);
    expect(refused.map((r) => r.statusCode)).toEqual([415, 415, 415, 415, 415]);
    for (const r of refused) expect(r.json().detail).toBe('Tipo de contenido no soportado: envía JSON (application/json), un formulario (application/x-www-form-urlencoded) o texto (text/plain)');
    expect(runsAfterRefusals).toBe(0);
    expect(accepted.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
  });
});
