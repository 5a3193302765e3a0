import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { webhookSecretMachine } from '../../machines/webhookSecret.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const first = { secret: 'whsec_uno', require_signature: false };
const second = { secret: 'whsec_dos', require_signature: true };

describe('webhookSecret machine', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: webhookSecretMachine,
      promiseActors: ['fetchSecret', 'rotateSecret'],
      inputs: [{ flowId: 'f' }],
      events: () => [{ type: 'reveal' }, { type: 'hide' }, { type: 'rotate' }, { type: 'confirm' }, { type: 'cancel' }],
      outputs: { fetchSecret: () => [first], rotateSecret: () => [second] },
      serializeState: (s) => JSON.stringify(s.value),
    });
    expectFullCoverage(report);
  });

  it('reveals the secret, regenerates it only after the confirmation, and forgets it when hidden', async () => {
    const fetchSecret = vi.fn(async () => first);
    const rotateSecret = vi.fn(async () => second);
    const actor = createActor(webhookSecretMachine.provide({ actors: { fetchSecret: fake(fetchSecret), rotateSecret: fake(rotateSecret) } }), { input: { flowId: 'f' } }).start();
    expect(actor.getSnapshot().context.secret).toBeNull();
    actor.send({ type: 'reveal' });
    await flush();
    expect(fetchSecret).toHaveBeenCalledWith(expect.objectContaining({ input: { flowId: 'f' } }));
    expect(actor.getSnapshot().context).toMatchObject({ secret: 'whsec_uno', requireSignature: false });
    actor.send({ type: 'rotate' });
    actor.send({ type: 'cancel' });
    expect(rotateSecret).not.toHaveBeenCalled();
    actor.send({ type: 'rotate' });
    actor.send({ type: 'confirm' });
    await flush();
    expect(rotateSecret).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ secret: 'whsec_dos', requireSignature: true, error: null });
    actor.send({ type: 'hide' });
    expect(actor.getSnapshot().context.secret).toBeNull();
  });

  it('keeps the current secret and says why when regenerating fails', async () => {
    const actor = createActor(
      webhookSecretMachine.provide({ actors: { fetchSecret: fake(async () => first), rotateSecret: fake(async () => Promise.reject(new Error('Failed to fetch'))) } }),
      { input: { flowId: 'f' } },
    ).start();
    actor.send({ type: 'reveal' });
    await flush();
    actor.send({ type: 'rotate' });
    actor.send({ type: 'confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context).toMatchObject({ secret: 'whsec_uno', error: 'Failed to fetch' });
  });
});
