import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { POLL_MS, SAMPLE_BODY, webhookTestMachine, type RunDetail, type WebhookTestAnswer } from '../../machines/webhookTest.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const input = { url: 'http://x/webhooks/f?test=true', flowId: 'f' };
const failedSteps = [
  { step: 1, node_id: 'webhook', action_id: 'webhook_received', node_name: 'Webhook', status: 'success', duration_ms: 2, output: { body: SAMPLE_BODY } },
  { step: 2, node_id: 'http', action_id: 'request', node_name: 'Solicitud HTTP', status: 'error', duration_ms: 40, error: 'La solicitud HTTP respondió 500' },
];
const failedRun: WebhookTestAnswer = {
  ok: true,
  status: 200,
  body: { execution_id: 'e1', status: 'error', message: 'Error ejecutando workflow: La solicitud HTTP respondió 500', execution_results: failedSteps },
};
const okRun: WebhookTestAnswer = { ok: true, status: 200, body: { execution_id: 'e1', status: 'success', message: 'Workflow ejecutado correctamente', execution_results: failedSteps.slice(0, 1) } };
const accepted: WebhookTestAnswer = { ok: false, status: 202, body: { execution_id: 'e1', status: 'accepted' } };
const refused: WebhookTestAnswer = { ok: false, status: 404, body: { detail: 'Workflow no encontrado o inactivo' } };
const listenAnswer = { listening_since: '2026-11-24T10:00:00.000Z', listen_seconds: 180 };
const running: RunDetail = { execution_id: 'e2', status: 'running', steps: [] };
const ended: RunDetail = { execution_id: 'e2', status: 'error', error: 'La solicitud HTTP respondió 500', steps: failedSteps as RunDetail['steps'] };

describe('webhookTest machine', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: webhookTestMachine,
      promiseActors: ['postSample', 'startListening', 'stopListening', 'findTestRun', 'fetchRun'],
      inputs: [input],
      events: () => [{ type: 'test' }, { type: 'listen' }, { type: 'stop' }],
      outputs: {
        postSample: () => [okRun, failedRun, accepted, refused],
        startListening: () => [listenAnswer],
        stopListening: () => [null],
        findTestRun: () => ['e2', null],
        fetchRun: () => [running, ended],
      },
      errors: {
        postSample: () => [new Error('Failed to fetch')],
        startListening: () => [Object.assign(new Error('Workflow no encontrado'), { status: 404 })],
        stopListening: () => [new Error('Failed to fetch')],
        findTestRun: () => [new Error('Failed to fetch')],
        fetchRun: () => [new Error('Failed to fetch')],
      },
      serializeState: (s) => JSON.stringify(s.value),
    });
    expectFullCoverage(report);
  });

  it("'Probar' of a run that failed reads as a failure, with the failing step's error and every step result", async () => {
    const post = vi.fn(async () => failedRun);
    const actor = createActor(webhookTestMachine.provide({ actors: { postSample: fake(post) } }), { input }).start();
    actor.send({ type: 'test' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    actor.send({ type: 'test' }); // ignored while sending
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([expect.objectContaining({ input: { url: input.url, body: SAMPLE_BODY } })]);
    const s = actor.getSnapshot();
    expect(s.value).toBe('done');
    expect(s.context.run).toEqual({ executionId: 'e1', status: 'error', error: 'La solicitud HTTP respondió 500', httpStatus: 200, steps: failedSteps });
  });

  it("'Probar' that outlasts the server's wait follows the execution until it ends", async () => {
    const fetchRun = vi.fn().mockResolvedValueOnce({ ...running, execution_id: 'e1' }).mockResolvedValueOnce({ execution_id: 'e1', status: 'success', steps: failedSteps.slice(0, 1) });
    const actor = createActor(webhookTestMachine.provide({ actors: { postSample: fake(async () => accepted), fetchRun: fake(fetchRun) } }), { input }).start();
    actor.send({ type: 'test' });
    await flush();
    expect(actor.getSnapshot().matches({ watching: 'waiting' })).toBe(true);
    expect(fetchRun).toHaveBeenCalledWith(expect.objectContaining({ input: { executionId: 'e1' } }));
    vi.advanceTimersByTime(POLL_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.run).toMatchObject({ executionId: 'e1', status: 'success', error: null, httpStatus: 202 });
  });

  it('a refused test shows the status and the detail; a network failure its reason', async () => {
    let answer: Promise<WebhookTestAnswer> = Promise.resolve(refused);
    const actor = createActor(webhookTestMachine.provide({ actors: { postSample: fake(() => answer) } }), { input }).start();
    actor.send({ type: 'test' });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ status: 404, detail: 'Workflow no encontrado o inactivo' });
    answer = Promise.reject(new Error('Failed to fetch'));
    actor.send({ type: 'test' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ status: null, detail: 'Failed to fetch' });
  });

  it('listening opens the test URL, finds the run the real sender started and shows its outcome', async () => {
    const find = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce('e2');
    const fetchRun = vi.fn(async () => ended);
    const actor = createActor(
      webhookTestMachine.provide({ actors: { startListening: fake(async () => listenAnswer), findTestRun: fake(find), fetchRun: fake(fetchRun) } }),
      { input },
    ).start();
    actor.send({ type: 'listen' });
    await flush();
    expect(actor.getSnapshot().matches({ listening: 'waiting' })).toBe(true);
    vi.advanceTimersByTime(POLL_MS);
    await flush();
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ input: { flowId: 'f', since: listenAnswer.listening_since } }));
    vi.advanceTimersByTime(POLL_MS);
    await flush();
    expect(fetchRun).toHaveBeenCalledWith(expect.objectContaining({ input: { executionId: 'e2' } }));
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.run).toMatchObject({ executionId: 'e2', status: 'error', error: 'La solicitud HTTP respondió 500', httpStatus: null });
  });

  it('listening ends when its window passes, or closes the test URL when stopped', async () => {
    const stop = vi.fn(async () => null);
    const actor = createActor(
      webhookTestMachine.provide({ actors: { startListening: fake(async () => listenAnswer), findTestRun: fake(async () => null), stopListening: fake(stop) } }),
      { input },
    ).start();
    actor.send({ type: 'listen' });
    await flush();
    for (let waited = 0; waited < 180_000; waited += POLL_MS) {
      vi.advanceTimersByTime(POLL_MS);
      await flush();
    }
    expect(actor.getSnapshot().value).toBe('expired');
    actor.send({ type: 'listen' });
    await flush();
    actor.send({ type: 'stop' });
    await flush();
    expect(stop).toHaveBeenCalledWith(expect.objectContaining({ input: { flowId: 'f' } }));
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
