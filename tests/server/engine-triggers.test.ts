import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { credentials, executions, executionSteps, flows, triggerCursors } from '../../server/db/schema';
import { createEngine } from '../../server/engine';
import { startFakeApi, type FakeApi } from './fakes/fake-api';

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silentLog; }, level: 'silent', silent() {} } as never;

describe.each(backends)('engine triggers (%s)', (backend) => {
  let t: TestApp;
  let api: FakeApi;
  let auth: { authorization: string };
  let userId: string;
  let sheet: string[][];
  /** A second sheet whose answer can be held back (a slow round), answering the rows it had when asked. */
  let slowSheet: string[][];
  let hold: Promise<void> | null = null;

  beforeAll(async () => {
    sheet = [['Nombre', 'Email'], ['Ana', 'ana@correo.mx']];
    slowSheet = [['Nombre'], ['Ana']];
    api = await startFakeApi({
      "GET /v4/spreadsheets/hoja-lenta/values/'Leads'": async () => {
        const rows = slowSheet.map((r) => [...r]);
        if (hold) await hold;
        return { body: { values: rows } };
      },
      "GET /v4/spreadsheets/hoja-1/values/'Leads'": () => ({ body: { values: sheet } }),
      'GET /status/:code': (r) => ({ status: Number(r.path.split('/').pop()), body: { error: { message: 'falla' } }, headers: { 'retry-after': '0' } }),
    });
    // A long poll interval: the tests drive polling rounds themselves with pollNow().
    t = await startTestApp(backend, { pollIntervalMs: 3_600_000 }, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_GOOGLE_API_URL: api.url });
    const u = await t.signUp();
    auth = u.auth;
    userId = (await t.app.services.tokens.verifyAccess(u.access_token))!;
    await t.app.services.db.insert(credentials).values({ userId, serviceId: 'google_sheets', provider: 'google', mechanism: 'oauth2', secret: JSON.stringify({ access_token: 'ya29.hoja' }) });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const createFlow = async (steps: object[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().flow_id as string;
  };
  const activate = (id: string, is_active = true) => t.app.inject({ method: 'POST', url: `/api/flows/${id}/activate`, headers: auth, payload: { is_active } });
  const execsOf = (flowId: string) => t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId)).orderBy(executions.startedAt);
  const settled = async (flowId: string) => expect.poll(async () => (await execsOf(flowId)).every((e) => e.status !== 'running')).toBe(true);

  describe('polling triggers', () => {
    let flowId: string;

    it('run only for active flows, following activation like schedules do', async () => {
      flowId = await createFlow([
        { step: 1, node_id: 'google_sheets', action_id: 'new_row', params: { spreadsheet_id: 'hoja-1', sheet_name: 'Leads' } },
        { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { saludo: 'Hola {{trigger.record.Nombre}}', fila: '{{trigger.row_number}}' } } },
      ]);
      const engine = t.app.services.engine;
      expect(engine.pollers().find((p) => p.flow_id === flowId)).toBeUndefined();
      expect(await engine.pollNow(flowId)).toBe(0); // inactive: nothing is asked
      expect(api.requests).toHaveLength(0);
      await activate(flowId);
      expect(engine.pollers().find((p) => p.flow_id === flowId)).toMatchObject({ node_id: 'google_sheets', action_id: 'new_row' });
      await activate(flowId, false);
      expect(engine.pollers().find((p) => p.flow_id === flowId)).toBeUndefined();
      await activate(flowId);
      // The loop's first round (soon after activation) records the baseline; the next is an hour away,
      // so the rounds below are the test's own.
      await expect.poll(async () => (await t.app.services.db.select().from(triggerCursors).where(eq(triggerCursors.flowId, flowId))).length, { timeout: 10_000 }).toBe(1);
      expect(await execsOf(flowId)).toHaveLength(0);
    });

    it('start one execution per new row, with the row as the trigger output', async () => {
      const engine = t.app.services.engine;
      expect(await engine.pollNow(flowId)).toBe(0); // rows already there at the baseline start nothing
      expect(api.last().headers.authorization).toBe('Bearer ya29.hoja');
      sheet.push(['Luis', 'luis@correo.mx'], ['Eva', 'eva@correo.mx']);
      // Two rounds at once (e.g. the timer and a manual round) still give one execution per row.
      const [a, b] = await Promise.all([engine.pollNow(flowId), engine.pollNow(flowId)]);
      expect(a + b).toBe(2);
      await settled(flowId);
      const runs = await execsOf(flowId);
      expect(runs.map((r) => [r.triggerType, r.status, r.dedupeKey?.replace(/:[0-9a-f]{16}:/, ':…:')])).toEqual(
        expect.arrayContaining([['poll', 'success', 'poll:…:row:3'], ['poll', 'success', 'poll:…:row:4']]),
      );
      expect(runs).toHaveLength(2);
      const luis = runs.find((r) => r.dedupeKey!.endsWith('row:3'))!;
      expect(luis.triggerPayload).toMatchObject({ row_number: 3, record: { Nombre: 'Luis', Email: 'luis@correo.mx' } });
      const steps = await t.app.services.db.select().from(executionSteps).where(eq(executionSteps.executionId, luis.id)).orderBy(executionSteps.step);
      expect(steps[1].output).toEqual({ saludo: 'Hola Luis', fila: 3 });
      expect(await engine.pollNow(flowId)).toBe(0);
    });

    it('keep the cursor across restarts, and a round repeated after a crash starts nothing twice', async () => {
      const db = t.app.services.db;
      const [cursor] = await db.select().from(triggerCursors).where(eq(triggerCursors.flowId, flowId));
      expect(cursor.cursor).toEqual({ rows: 4 });
      // A new engine (a restarted process) continues from the stored cursor.
      const engine = createEngine({ db, config: t.config, log: silentLog });
      expect(await engine.pollNow(flowId)).toBe(0);
      // A crash after starting executions but before saving the cursor: the round is repeated.
      await db.update(triggerCursors).set({ cursor: { rows: 2 } }).where(eq(triggerCursors.flowId, flowId));
      expect(await engine.pollNow(flowId)).toBe(0);
      sheet.push(['Mar', 'mar@correo.mx']);
      expect(await engine.pollNow(flowId)).toBe(1);
      await settled(flowId);
      expect(await execsOf(flowId)).toHaveLength(3);
      await engine.stop();
    });

    it('poll on their own every interval once the engine starts, and stop with it', async () => {
      const engine = createEngine({ db: t.app.services.db, config: { ...t.config, pollIntervalMs: 50 }, log: silentLog });
      await engine.start();
      expect(engine.pollers().map((p) => p.flow_id)).toContain(flowId);
      const before = (await execsOf(flowId)).length;
      sheet.push(['Sol', 'sol@correo.mx']);
      await expect.poll(async () => (await execsOf(flowId)).length, { timeout: 10_000 }).toBe(before + 1);
      await engine.stop();
      expect(engine.pollers()).toEqual([]);
      await settled(flowId);
      const last = (await execsOf(flowId)).find((e) => e.dedupeKey!.endsWith(`row:${sheet.length}`))!;
      expect(last.triggerPayload).toMatchObject({ record: { Nombre: 'Sol' } });
    });

    it('never move the cursor back: a slow round that overlapped a newer one keeps its items, not its cursor', async () => {
      const db = t.app.services.db;
      const engine = t.app.services.engine;
      const id = await createFlow([{ step: 1, node_id: 'google_sheets', action_id: 'new_row', params: { spreadsheet_id: 'hoja-lenta', sheet_name: 'Leads' } }]);
      await activate(id);
      const cursorOf = async () => (await db.select().from(triggerCursors).where(eq(triggerCursors.flowId, id)))[0]?.cursor;
      await expect.poll(cursorOf, { timeout: 10_000 }).toEqual({ rows: 2 });
      slowSheet.push(['Luis']);
      let release!: () => void;
      hold = new Promise((r) => (release = r));
      const asked = api.requests.length;
      const slow = engine.pollNow(id); // asks now (3 rows), answers later
      await expect.poll(() => api.requests.length).toBe(asked + 1);
      hold = null;
      slowSheet.push(['Eva']);
      expect(await engine.pollNow(id)).toBe(2); // the newer round: rows 3 and 4
      expect(await cursorOf()).toEqual({ rows: 4 });
      release();
      expect(await slow).toBe(0); // row 3 was already started
      expect(await cursorOf()).toEqual({ rows: 4 });
      await settled(id);
      expect(await execsOf(id)).toHaveLength(2);
      await activate(id, false);
    });

    it('record a failing poll on the cursor without starting anything', async () => {
      const id = await createFlow([{ step: 1, node_id: 'google_sheets', action_id: 'new_row', params: { spreadsheet_id: 'otra', sheet_name: 'X' } }]);
      await activate(id);
      expect(await t.app.services.engine.pollNow(id)).toBe(0);
      const [cursor] = await t.app.services.db.select().from(triggerCursors).where(eq(triggerCursors.flowId, id));
      expect(cursor.lastError).toMatch(/^Google no encontró lo solicitado|no existe/);
      expect(await execsOf(id)).toHaveLength(0);
    });
  });

  describe('retries and limits', () => {
    it('retries 429 and 5xx but not other 4xx', async () => {
      const engine = createEngine({ db: t.app.services.db, config: t.config, log: silentLog, retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 5 } });
      const flow = async (code: number) => {
        const id = await createFlow([{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, node_id: 'http', action_id: 'request', params: { url: `${api.url}/status/${code}` } }]);
        api.reset();
        const r = (await engine.runFlow(id, { type: 'manual' }))!;
        return { r, calls: api.to('GET /status/:code').length };
      };
      const notFound = await flow(404);
      expect(notFound.calls).toBe(1);
      expect(notFound.r.error).toMatch(/^La solicitud HTTP respondió 404/);
      const limited = await flow(429);
      expect(limited.calls).toBe(3);
      expect(limited.r.error).toMatch(/\(tras 3 intentos\)$/);
      expect((await flow(500)).calls).toBe(3);
    });

    it('runs at most flowConcurrency executions of one flow at once; the others wait and then run', async () => {
      const engine = createEngine({ db: t.app.services.db, config: { ...t.config, flowConcurrency: 1 }, log: silentLog });
      const id = await createFlow([{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 0.2 } }]);
      const [flow] = await t.app.services.db.select().from(flows).where(eq(flows.id, id));
      const handles = await Promise.all([1, 2, 3].map(() => engine.startRun(flow, { type: 'manual' })));
      expect(engine.flowUsage(id)).toEqual({ running: 1, waiting: 2 });
      const results = await Promise.all(handles.map((h) => h.done));
      expect(results.map((r) => r.status)).toEqual(['success', 'success', 'success']);
      expect(engine.flowUsage(id)).toEqual({ running: 0, waiting: 0 });
      // Never two at once: each run's delay step started after the previous one ended.
      const rows = await Promise.all(results.map(async (r) => (await t.app.services.db.select().from(executionSteps).where(and(eq(executionSteps.executionId, r.execution_id), eq(executionSteps.step, 2))))[0]));
      rows.sort((a, b) => a.startedAt!.getTime() - b.startedAt!.getTime());
      expect(rows[1].startedAt!.getTime()).toBeGreaterThanOrEqual(rows[0].endedAt!.getTime());
      expect(rows[2].startedAt!.getTime()).toBeGreaterThanOrEqual(rows[1].endedAt!.getTime());
    });

    it("a run's final write does not hold the flow's slot: the next run starts its steps meanwhile", async () => {
      const db = t.app.services.db;
      let releaseWrites!: () => void;
      const writesHeld = new Promise<void>((r) => (releaseWrites = r));
      let heldWrites = 0;
      // The final write of every execution (its status update) waits until the test lets it go.
      const slowEnd = new Proxy(db, {
        get: (target, key) => key === 'execute'
          ? async (query: Parameters<typeof db.execute>[0]) => {
            const text = JSON.stringify(query);
            if (text.includes('update executions e set status')) {
              heldWrites++;
              await writesHeld;
            }
            return target.execute(query);
          }
          : Reflect.get(target, key),
      });
      const engine = createEngine({ db: slowEnd, config: { ...t.config, flowConcurrency: 1 }, log: silentLog });
      const id = await createFlow([{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { ok: true } } }]);
      const [flow] = await db.select().from(flows).where(eq(flows.id, id));
      const first = await engine.startRun(flow, { type: 'manual' });
      const second = await engine.startRun(flow, { type: 'manual' });
      // Both runs reach their final write although only one may run steps at a time.
      const idle = () => engine.flowUsage(id).running === 0 && engine.flowUsage(id).waiting === 0;
      for (let i = 0; i < 100 && !(heldWrites > 0 && idle()); i++) await new Promise((r) => setTimeout(r, 10));
      expect(heldWrites).toBeGreaterThan(0);
      expect(engine.flowUsage(id)).toEqual({ running: 0, waiting: 0 });
      expect(engine.running()).toBe(2);
      releaseWrites();
      const results = await Promise.all([first.done, second.done]);
      expect(results.map((r) => r.status)).toEqual(['success', 'success']);
      expect(engine.flowUsage(id)).toEqual({ running: 0, waiting: 0 });
    });
  });

  describe('webhook deliveries', () => {
    const hook = (flowId: string, headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, headers: { 'content-type': 'application/json', ...headers }, payload });

    it('start one execution for copies of a delivery with the same Idempotency-Key, even arriving at once', async () => {
      const id = await createFlow([{ step: 1, node_id: 'webhook', action_id: 'webhook_received' }, { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { n: '{{trigger.body.n}}' } } }]);
      await activate(id);
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => hook(id, { 'idempotency-key': 'pedido-42' }, '{"n":42}')));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 202]);
      const ids = new Set(answers.map((a) => a.json().execution_id));
      expect(ids.size).toBe(1);
      expect(answers.filter((a) => a.json().status === 'duplicate')).toHaveLength(4);
      const other = await hook(id, { 'idempotency-key': 'pedido-43' }, '{"n":43}');
      expect(other.statusCode).toBe(202);
      await settled(id);
      expect(await execsOf(id)).toHaveLength(2);
    });

    it('refuse malformed and prototype-poisoning JSON bodies before anything runs', async () => {
      const id = await createFlow([{ step: 1, node_id: 'webhook', action_id: 'webhook_received' }]);
      await activate(id);
      expect((await hook(id, {}, '{"a":')).statusCode).toBe(400);
      expect((await hook(id, {}, '{"__proto__":{"admin":true}}')).statusCode).toBe(400);
      expect((await hook(id, {}, '{"constructor":{"prototype":{"admin":true}}}')).statusCode).toBe(400);
      expect(await execsOf(id)).toHaveLength(0);
      expect((await hook(id, {}, '{"ok":true}')).statusCode).toBe(202);
    });

    it('check GitHub signatures, answer pings, filter events and de-duplicate by X-GitHub-Delivery', async () => {
      const id = await createFlow([
        { step: 1, node_id: 'github', action_id: 'github_webhook', params: { secret: 'gh-secreto', events: 'issues' } },
        { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { titulo: '{{trigger.body.issue.title}}', repo: '{{trigger.repository}}' } } },
      ]);
      await activate(id);
      const body = JSON.stringify({ action: 'opened', issue: { title: 'Falla el pago' }, repository: { full_name: 'tienda/web' }, sender: { login: 'ana' } });
      const sign = (b: string, secret = 'gh-secreto') => `sha256=${createHmac('sha256', secret).update(b).digest('hex')}`;
      const gh = (event: string, delivery: string, b = body, sig = sign(b)) => hook(id, { 'x-github-event': event, 'x-github-delivery': delivery, 'x-hub-signature-256': sig }, b);

      const unsigned = await hook(id, { 'x-github-event': 'issues', 'x-github-delivery': 'd0' }, body);
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json().detail).toBe('Firma de GitHub inválida: el secreto del webhook no coincide');
      expect((await gh('issues', 'd0', body, sign(body, 'otro'))).statusCode).toBe(401);
      // The signature covers the exact bytes: the same JSON re-spaced does not pass.
      expect((await gh('issues', 'd0', body, sign(JSON.stringify(JSON.parse(body), null, 1)))).statusCode).toBe(401);
      expect((await gh('ping', 'd1', '{"zen":"x"}')).json()).toEqual({ status: 'pong' });
      expect((await gh('push', 'd2', '{"ref":"main"}')).json()).toMatchObject({ status: 'ignored' });
      expect(await execsOf(id)).toHaveLength(0);

      const ok = await gh('issues', 'd3');
      expect(ok.statusCode).toBe(202);
      expect((await gh('issues', 'd3')).json()).toEqual({ execution_id: ok.json().execution_id, status: 'duplicate' });
      await settled(id);
      const [run] = await execsOf(id);
      expect(run.dedupeKey).toBe('github:d3');
      const steps = await t.app.services.db.select().from(executionSteps).where(eq(executionSteps.executionId, run.id)).orderBy(executionSteps.step);
      expect(steps[0].output).toMatchObject({ event: 'issues', action: 'opened', delivery: 'd3', repository: 'tienda/web', sender: 'ana', body: JSON.parse(body) });
      expect(steps[0].output).not.toHaveProperty('payload'); // the event is stored once, under body
      expect(steps[0].input).toEqual({ secret: '[oculto]', events: 'issues' });
      expect(steps[1].output).toEqual({ titulo: 'Falla el pago', repo: 'tienda/web' });

      // The owner's test call (?test=true with their bearer token) runs an unsigned sample; anyone else's
      // finds no test URL, and while the owner listens for a test event the signature is still checked.
      const sample = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/webhooks/${id}?test=true`, headers: { 'content-type': 'application/json', 'x-github-event': 'issues', ...headers }, payload: body });
      const tested = await sample(auth);
      expect(tested.statusCode).toBe(200);
      expect(tested.json().execution_results[1].output).toEqual({ titulo: 'Falla el pago', repo: 'tienda/web' });
      const stranger = await t.signUp();
      expect((await sample(stranger.auth)).statusCode).toBe(404);
      expect((await sample({})).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/flows/${id}/webhook-test/listen`, headers: auth })).statusCode).toBe(200);
      expect((await sample({})).statusCode).toBe(401);

      const noSecret = await createFlow([{ step: 1, node_id: 'github', action_id: 'github_webhook' }]);
      await activate(noSecret);
      expect((await hook(noSecret, { 'x-github-event': 'issues' }, body)).statusCode).toBe(401);
    });

    it('check Slack signatures, answer url_verification and ignore Slack retries of a delivered event', async () => {
      const id = await createFlow([
        { step: 1, node_id: 'slack', action_id: 'slack_webhook', params: { signing_secret: 'sl-secreto' } },
        { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { texto: '{{trigger.text}}' } } },
      ]);
      await activate(id);
      const now = Math.floor(Date.now() / 1000);
      const sign = (b: string, ts = now, secret = 'sl-secreto') => ({ 'x-slack-request-timestamp': String(ts), 'x-slack-signature': `v0=${createHmac('sha256', secret).update(`v0:${ts}:${b}`).digest('hex')}` });

      const challenge = JSON.stringify({ type: 'url_verification', challenge: 'reto-123', token: 'x' });
      expect((await hook(id, sign(challenge), challenge)).json()).toEqual({ challenge: 'reto-123' });
      expect((await hook(id, {}, challenge)).statusCode).toBe(401);
      expect((await hook(id, sign(challenge, now - 600), challenge)).statusCode).toBe(401);
      expect((await hook(id, sign(challenge, now, 'otro'), challenge)).statusCode).toBe(401);

      const event = JSON.stringify({ type: 'event_callback', event_id: 'Ev01', team_id: 'T1', event: { type: 'message', text: 'hola equipo', user: 'U1', channel: 'C1' } });
      const first = await hook(id, sign(event), event);
      expect(first.statusCode).toBe(202);
      const retry = await hook(id, { ...sign(event), 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' }, event);
      expect(retry.json()).toEqual({ execution_id: first.json().execution_id, status: 'duplicate' });
      await settled(id);
      const runs = await execsOf(id);
      expect(runs).toHaveLength(1);
      const steps = await t.app.services.db.select().from(executionSteps).where(eq(executionSteps.executionId, runs[0].id)).orderBy(executionSteps.step);
      expect(steps[0].output).toMatchObject({ event_id: 'Ev01', type: 'message', text: 'hola equipo', user: 'U1', channel: 'C1', team_id: 'T1' });
      expect(steps[1].output).toEqual({ texto: 'hola equipo' });
    });
  });
});
