import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SAMPLE_BODY, testFailedAlert, testOkAlert, webhookTestMachine } from '../../machines/webhookTest.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('webhookTest machine', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: webhookTestMachine,
      promiseActors: ['postSample'],
      inputs: [{ url: 'http://x/webhooks/f?test=true' }],
      events: () => [{ type: 'test' }],
      outputs: { postSample: () => [{ ok: true, status: 200, body: null }, { ok: false, status: 404, body: null }] },
      errors: { postSample: () => [new Error('Failed to fetch')] },
      serializeState: (s) => JSON.stringify(s.value),
    });
    expectFullCoverage(report);
  });

  it('posts the sample JSON to the test URL and alerts the outcome with the status', async () => {
    const alerts: string[] = [];
    let answer = { ok: true, status: 200, body: {} };
    const post = vi.fn(async () => answer);
    const actor = createActor(
      webhookTestMachine.provide({ actors: { postSample: fake(post) }, actions: { alert: (_, p) => alerts.push(p.message) } }),
      { input: { url: 'http://x/webhooks/f?test=true' } },
    ).start();
    actor.send({ type: 'test' });
    expect(actor.getSnapshot().matches('testing')).toBe(true);
    actor.send({ type: 'test' }); // ignored while testing
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([expect.objectContaining({ input: { url: 'http://x/webhooks/f?test=true', body: SAMPLE_BODY } })]);
    answer = { ok: false, status: 500, body: {} };
    actor.send({ type: 'test' });
    await flush();
    expect(alerts).toEqual([testOkAlert(200), testFailedAlert(500)]);
  });
});
