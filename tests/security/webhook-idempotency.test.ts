import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executions } from '../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../server/harness';

/**
 * A sender (or an attacker replaying a captured delivery) fires the same webhook delivery five
 * times at once: exactly one execution starts, and every copy answers with that execution's id.
 * Checked for each delivery identity the server reads (server/webhooks/delivery.ts): a generic
 * `Idempotency-Key`, GitHub's `X-GitHub-Delivery` and Slack's `event_id`, each correctly signed.
 */

const COPIES = 5;
const GITHUB_SECRET = 'secreto-del-webhook-de-github';
const SLACK_SECRET = 'signing-secret-de-slack';

type Delivery = { headers: Record<string, string>; payload: string };

describe.each(backends)('webhook idempotency (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await startTestApp(backend);
    auth = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function activeFlow(trigger: object) {
    const created = await t.app.inject({
      method: 'POST', url: '/api/flows/create', headers: auth,
      payload: { steps: [{ step: 1, ...trigger }, { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { ok: 'sí' } } }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const flowId = created.json().flow_id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } })).statusCode).toBe(200);
    return flowId;
  }

  const executionsOf = async (flowId: string) => t.app.services.db.select({ id: executions.id }).from(executions).where(eq(executions.flowId, flowId));

  /** Sends `COPIES` copies of the delivery at once; answers the execution ids they report and how many rows exist. */
  async function burst(flowId: string, d: Delivery) {
    const answers = await Promise.all(Array.from({ length: COPIES }, () =>
      t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, headers: { 'content-type': 'application/json', ...d.headers }, payload: d.payload })));
    for (const a of answers) expect([200, 202], a.body).toContain(a.statusCode);
    return { ids: new Set(answers.map((a) => a.json().execution_id)), statuses: answers.map((a) => a.json().status).sort(), rows: (await executionsOf(flowId)).length };
  }

  const deliveries: Record<string, { trigger: object; delivery: (id: string) => Delivery }> = {
    'Idempotency-Key': {
      trigger: { node_id: 'webhook', action_id: 'webhook_received', params: {} },
      delivery: (id) => ({ headers: { 'idempotency-key': id }, payload: JSON.stringify({ pedido: 42 }) }),
    },
    'X-GitHub-Delivery': {
      trigger: { node_id: 'github', action_id: 'github_webhook', params: { secret: GITHUB_SECRET } },
      delivery: (id) => {
        const payload = JSON.stringify({ action: 'opened', issue: { number: 7, title: 'Error en el checkout' } });
        const signature = `sha256=${createHmac('sha256', GITHUB_SECRET).update(payload).digest('hex')}`;
        return { headers: { 'x-github-delivery': id, 'x-github-event': 'issues', 'x-hub-signature-256': signature }, payload };
      },
    },
    'Slack event_id': {
      trigger: { node_id: 'slack', action_id: 'slack_webhook', params: { signing_secret: SLACK_SECRET } },
      delivery: (id) => {
        const payload = JSON.stringify({ type: 'event_callback', event_id: id, event: { type: 'message', text: 'hola' } });
        const ts = String(Math.floor(Date.now() / 1000));
        const signature = `v0=${createHmac('sha256', SLACK_SECRET).update(`v0:${ts}:${payload}`).digest('hex')}`;
        return { headers: { 'x-slack-request-timestamp': ts, 'x-slack-signature': signature }, payload };
      },
    },
  };

  it('5 concurrent copies of one delivery start exactly 1 execution, whatever identifies the delivery', async () => {
    for (const [name, { trigger, delivery }] of Object.entries(deliveries)) {
      const flowId = await activeFlow(trigger);
      const first = delivery(`entrega-${randomUUID()}`);
      const copies = await burst(flowId, first);
      expect(copies.rows, name).toBe(1);
      expect(copies.ids.size, name).toBe(1);
      expect(copies.statuses, name).toEqual(['accepted', ...Array(COPIES - 1).fill('duplicate')]);
      // A retry after the run finished is still the same delivery.
      const [only] = await executionsOf(flowId);
      await expect.poll(async () => (await t.app.services.db.select({ s: executions.status }).from(executions).where(eq(executions.id, only.id)))[0].s).toBe('success');
      const late = await burst(flowId, first);
      expect(late.rows, name).toBe(1);
      expect([...late.ids], name).toEqual([only.id]);
      // Control: another delivery id is another execution (the key is what deduplicates, not the flow).
      expect((await burst(flowId, delivery(`entrega-${randomUUID()}`))).rows, name).toBe(2);
    }
    console.log(`Idempotency: ${COPIES} concurrent copies → 1 execution (${Object.keys(deliveries).join(', ')})`);
  });
});
