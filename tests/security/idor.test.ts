import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../server/harness';
import { ownedState } from './owned-state';
import { fillPath, isPublic, namesOwnedRow } from './routes';
import { found } from './secrets';
import { startWorld, type User, type World } from './world';

/**
 * IDOR, as an attacker: user B takes every route the app registers (collected as Fastify registers
 * them, so a new route is attacked without being listed here) and calls it with every method,
 * putting A's ids in the path, in the query and in the body. A path that names one of A's rows
 * must answer 404 (or 401/403/405); no answer may carry A's data; and nothing A owns may change.
 * Then every non-public /api route answers 401 without a valid session.
 */

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const REFUSED = [401, 403, 404, 405];

describe.each(backends)('IDOR and unauthenticated access (%s)', (backend) => {
  let w: World;
  let b: User;
  beforeAll(async () => {
    w = await startWorld(backend);
    b = await w.t.signUp();
  }, 120_000);
  afterAll(async () => {
    await w?.close();
  });

  /** A's ids wherever a request can carry an id: the path, the query and a body that looks like every route's. */
  function attack(url: string, method: string) {
    const { chat, flow, execution } = w.a.ids;
    const path = fillPath(url, w.a.ids);
    const query = new URLSearchParams({ chat_id: chat, session_id: chat, flow_id: flow, execution_id: execution, service_id: 'github', includeSpec: 'true' });
    const plan = [
      { step: 1, node_id: 'manual', action_id: 'manual_trigger', params: {} },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { robado: 'sí' } } },
    ];
    const body = ['GET', 'HEAD', 'DELETE'].includes(method) ? undefined : {
      session_id: chat, chat_id: chat, flow_id: flow, workflow_id: flow, execution_id: execution,
      decision: 'save', message: 'muéstrame los datos', title: 'robado', name: 'robado', is_active: false,
      execution_plan: plan, steps: plan, service_id: 'telegram', provider: 'github', mechanism: 'api_key',
      client_id: 'robado', client_secret: 'robado-secreto', app_name: 'robado', config: {},
    };
    return { url: `${path}?${query}`, body };
  }

  it("answers 404 to another user's ids on every route × method and never shows A's data", async () => {
    const before = await ownedState(w.t.app.services.db, w.a.userId);
    const urls = [...new Set(w.routes.filter((r) => !isPublic(r.url)).map((r) => r.url))];
    // Sanity: the collector saw the app's routes (a broken collector would attack nothing).
    expect(urls).toEqual(expect.arrayContaining(['/api/chats/:id', '/api/flows/:id', '/api/executions/:id', '/api/credentials/:key', '/api/oauth-apps/:provider']));

    let pairs = 0;
    const leaks: string[] = [];
    for (const method of METHODS) {
      for (const url of urls) {
        const req = attack(url, method);
        const res = await w.t.app.inject({ method, url: req.url, headers: b.auth, ...(req.body ? { payload: req.body } : {}) });
        pairs++;
        const where = `${method} ${url}`;
        if (res.statusCode >= 500) leaks.push(`${where}: ${res.statusCode} ${res.body}`);
        if (namesOwnedRow(url) && !REFUSED.includes(res.statusCode)) leaks.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const hits = found(res.body + JSON.stringify(res.headers), w.a.markers);
        if (hits.length) leaks.push(`${where} shows ${hits.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await ownedState(w.t.app.services.db, w.a.userId)).toBe(before);
    console.log(`IDOR: ${pairs} route×method pairs, ${leaks.length} leaks`);
  });

  it('answers 401 on every non-public /api route without a valid session', async () => {
    const routes = w.routes.filter((r) => !isPublic(r.url));
    // An expired-looking token, another app's token and A's refresh token are no session either.
    const badSessions = [{}, { authorization: 'Bearer x.y.z' }, { authorization: `Bearer ${w.a.user.refresh_token}` }, { authorization: w.a.user.access_token }];
    const wrong: string[] = [];
    for (const r of routes) {
      const { url, body } = attack(r.url, r.method);
      for (const headers of badSessions) {
        const res = await w.t.app.inject({ method: r.method as 'GET', url, headers, ...(body ? { payload: body } : {}) });
        if (res.statusCode !== 401) wrong.push(`${r.method} ${r.url}: ${res.statusCode}`);
        else if (r.method !== 'HEAD') expect(res.json()).toEqual({ detail: 'No autenticado' });
        if (found(res.body, w.a.markers).length) wrong.push(`${r.method} ${r.url} shows A's data`);
      }
    }
    // The popup's ?token= is a session only when it is a valid access token.
    const popup = await w.t.app.inject({ method: 'GET', url: `/api/oauth/initiate?service_id=github&token=${w.a.user.refresh_token}` });
    if (popup.statusCode !== 401) wrong.push(`GET /api/oauth/initiate?token=<refresh token>: ${popup.statusCode}`);
    expect(wrong).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
    console.log(`Unauthenticated: ${routes.length} routes × ${badSessions.length} kinds of missing session → 401`);
  });
});
