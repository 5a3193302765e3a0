/**
 * Bad input: NUL characters and lone surrogates in any text a user or a sender posts, bodies nested
 * thousands of levels deep, a third-party answer with a NUL key, malformed bodies and URLs. None
 * gives a 500 or loses recorded steps; text is stored with U+FFFD; every refusal is Spanish {detail}.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from '../server/harness';
import { executions, executionSteps } from '../../server/db/schema';

const FFFD = '\uFFFD';
const TOO_DEEP = { detail: 'La solicitud tiene demasiados niveles anidados (máximo 64)' };
const json = { 'content-type': 'application/json' };
const deepJson = (levels: number) => '{"a":'.repeat(levels) + '"fondo"' + '}'.repeat(levels);

describe.each(backends)('bad input (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  let thirdParty: http.Server;
  let thirdPartyUrl: string;

  beforeAll(async () => {
    // A third party that answers with a NUL key, NUL and lone-surrogate values, and 200 levels of nesting.
    thirdParty = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(`{"\\u0000clave":"valor\\u0000","nombre":"Ana \\ud800","hondo":${deepJson(200)}}`);
    });
    await new Promise<void>((r) => thirdParty.listen(0, '127.0.0.1', r));
    thirdPartyUrl = `http://127.0.0.1:${(thirdParty.address() as AddressInfo).port}/pedido`;
    // The fake third party listens on 127.0.0.1 (tests/security/ssrf.test.ts runs with the guard on).
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    auth = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t?.close();
    thirdParty?.closeAllConnections();
    await new Promise((r) => thirdParty?.close(r));
  });

  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const webhookFlow = async () => {
    const res = await inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps: [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { nota: '{{trigger.body.nota}}' } } },
    ] } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().flow_id as string;
  };

  it('stores a chat title, a flow name and a chat message holding NUL characters, cleaned', async () => {
    const statuses: number[] = [];
    const chat = await inject({ method: 'POST', url: '/api/chats', headers: auth, payload: { title: 'Ventas\u0000 de mayo' } });
    statuses.push(chat.statusCode);
    expect(chat.statusCode, chat.body).toBe(201);
    expect(chat.json().title).toBe(`Ventas${FFFD} de mayo`);
    const chatId = chat.json().session_id;

    const renamed = await inject({ method: 'PATCH', url: `/api/chats/${chatId}`, headers: auth, payload: { title: 'Pedidos\u0000' } });
    statuses.push(renamed.statusCode);
    expect(renamed.json().title).toBe(`Pedidos${FFFD}`);

    const message = await inject({ method: 'POST', url: '/api/chat', headers: auth, payload: { session_id: chatId, message: 'hola\u0000 equipo' } });
    statuses.push(message.statusCode);
    expect(message.statusCode, message.body).toBe(200);
    const stored = (await inject({ method: 'GET', url: `/api/chats/${chatId}/messages`, headers: auth })).json() as { role: string; content: string }[];
    expect(stored.find((m) => m.role === 'user')?.content).toBe(`hola${FFFD} equipo`);

    const flow = await inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { name: 'Avisos\u0000', steps: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }] } });
    statuses.push(flow.statusCode);
    expect(flow.statusCode, flow.body).toBe(201);
    const read = await inject({ method: 'GET', url: `/api/flows/${flow.json().flow_id}`, headers: auth });
    expect(read.json().name).toBe(`Avisos${FFFD}`);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    console.log(`Input NUL: ${statuses.length} requests (chat title ×2, chat message, flow name), 0 server errors, all stored with U+FFFD`);
  });

  it('accepts lone surrogates (and NUL keys) in a flow body, a webhook body and a query string, cleaned', async () => {
    // Lone surrogates can only travel as JSON escapes: write the body by hand.
    const flow = await inject({ method: 'POST', url: '/api/flows/create', headers: { ...auth, ...json }, payload: '{"name":"Flujo \\ud83d","steps":[{"step":1,"node_id":"webhook","action_id":"webhook_received"},{"step":2,"node_id":"transform","action_id":"set_fields","params":{"fields":{"x\\u0000":"\\udc00y"}}}]}' });
    expect(flow.statusCode, flow.body).toBe(201);
    const spec = (await inject({ method: 'GET', url: `/api/flows/${flow.json().flow_id}?includeSpec=true`, headers: auth })).json();
    expect(spec.name).toBe(`Flujo ${FFFD}`);
    expect(spec.spec.steps[1].params.fields).toEqual({ [`x${FFFD}`]: `${FFFD}y` });

    const flowId = await webhookFlow();
    const delivered = await inject({ method: 'POST', url: `/webhooks/${flowId}?test=true&origen%00=qr%00`, headers: { ...auth, ...json }, payload: '{"nota":"pago \\ud800 listo","\\u0000raro":"\\udfff"}' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const body = delivered.json();
    expect(body.status).toBe('success');
    expect(body.execution_results[1].output).toEqual({ nota: `pago ${FFFD} listo` });
    const [row] = await t.app.services.db.select().from(executions).where(eq(executions.id, body.execution_id));
    const payload = row.triggerPayload as { body: object; query: object };
    expect(payload.body).toEqual({ nota: `pago ${FFFD} listo`, [`${FFFD}raro`]: FFFD });
    expect(payload.query).toEqual({ [`origen${FFFD}`]: `qr${FFFD}` });
    console.log('Input surrogates: flow body, webhook body and query accepted (201, 200), stored with U+FFFD, 0 server errors');
  });

  it('refuses bodies nested 5,000 levels deep with 400 in Spanish (API and webhook)', async () => {
    const steps = `[{"step":1,"node_id":"webhook","action_id":"webhook_received"},{"step":2,"node_id":"transform","action_id":"set_fields","params":{"fields":{"a":${deepJson(5000)}}}}]`;
    const api = await inject({ method: 'POST', url: '/api/flows/create', headers: { ...auth, ...json }, payload: `{"steps":${steps}}` });
    expect([api.statusCode, api.json()]).toEqual([400, TOO_DEEP]);
    const flowId = await webhookFlow();
    await inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    const hook = await inject({ method: 'POST', url: `/webhooks/${flowId}`, headers: json, payload: deepJson(5000) });
    expect([hook.statusCode, hook.json()]).toEqual([400, TOO_DEEP]);
    // 64 levels are still fine.
    const shallow = await inject({ method: 'POST', url: `/webhooks/${flowId}`, headers: json, payload: deepJson(63) });
    expect(shallow.statusCode, shallow.body).toBe(202);
    expect(await t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId))).toHaveLength(1);
    console.log('Input depth: 5000 levels → 400 Spanish on 2 routes, 63 levels accepted');
  });

  it('records a run whose third-party answer holds a NUL key, keeping the rows of every step that ran', async () => {
    const created = await inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps: [
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'http', action_id: 'request', params: { url: thirdPartyUrl } },
      { step: 3, node_id: 'transform', action_id: 'set_fields', params: { fields: { cliente: '{{steps.2.output.body.nombre}}' } } },
    ] } });
    const run = await inject({ method: 'POST', url: `/api/flows/${created.json().flow_id}/run-now`, headers: auth });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().status).toBe('success');
    const rows = await t.app.services.db.select().from(executionSteps).where(eq(executionSteps.executionId, run.json().execution_id)).orderBy(executionSteps.step);
    expect(rows.map((r) => [r.step, r.status])).toEqual([[1, 'success'], [2, 'success'], [3, 'success']]);
    const answer = (rows[1].output as { body: Record<string, unknown> }).body;
    expect(answer[`${FFFD}clave`]).toBe(`valor${FFFD}`);
    expect(answer.nombre).toBe(`Ana ${FFFD}`);
    expect(JSON.stringify(answer.hondo)).toContain('[recortado: más de 64 niveles]');
    expect(rows[2].output).toEqual({ cliente: `Ana ${FFFD}` });
    const [execution] = await t.app.services.db.select().from(executions).where(eq(executions.id, run.json().execution_id));
    expect(execution.status).toBe('success');
    console.log(`Input third party: NUL key + lone surrogate + 200 levels → execution ${execution.status}, ${rows.length}/3 step rows kept`);
  });

  it('answers malformed bodies, content types and URLs with Spanish {detail}, never Fastify English', async () => {
    const cases: [string, Promise<{ statusCode: number; body: string }>, number, string][] = [
      ['invalid JSON', inject({ method: 'POST', url: '/api/chats', headers: { ...auth, ...json }, payload: '{"title": nope' }), 400, 'El cuerpo de la solicitud no es JSON válido'],
      ['invalid JSON on a webhook', inject({ method: 'POST', url: `/webhooks/${await webhookFlow()}`, headers: json, payload: '{"a":' }), 400, 'El cuerpo de la solicitud no es JSON válido'],
      ['empty JSON', inject({ method: 'POST', url: '/api/chats', headers: { ...auth, ...json }, payload: '' }), 400, 'El cuerpo de la solicitud está vacío: se esperaba JSON'],
      ['wrong content type', inject({ method: 'POST', url: '/api/chats', headers: { ...auth, 'content-type': 'application/xml' }, payload: '<chat/>' }), 415, 'Tipo de contenido no soportado'],
      ['body too large', inject({ method: 'POST', url: '/api/chats', headers: { ...auth, ...json }, payload: `{"title":"${'a'.repeat(6 * 1024 * 1024)}"}` }), 413, 'La solicitud es demasiado grande'],
      ['bad percent-encoding', inject({ method: 'GET', url: '/api/chats/%E0%A4%A', headers: auth }), 400, 'La dirección de la solicitud no es válida'],
    ];
    const seen: string[] = [];
    for (const [name, pending, status, detail] of cases) {
      const res = await pending;
      expect([name, res.statusCode, JSON.parse(res.body)]).toEqual([name, status, { detail }]);
      seen.push(res.body);
    }
    // A request Node's HTTP parser rejects is answered on the raw socket, in Spanish too.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect((t.app.server.address() as AddressInfo).port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nMala cabecera\r\n\r\n'));
      let text = '';
      socket.on('data', (c) => (text += c));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw.slice(raw.indexOf('\r\n\r\n') + 4)).toBe('{"detail":"Solicitud inválida"}');
    seen.push(raw);
    const english = seen.filter((b) => /Body|content-type|Unsupported|Client Error|not a valid|too large/i.test(b.slice(b.indexOf('{'))));
    expect(english).toEqual([]);
    console.log(`Input errors: ${seen.length} malformed requests → Spanish {detail} with 400/413/415, ${english.length} English`);
  });
});
