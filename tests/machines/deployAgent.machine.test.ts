import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { DEPLOY_FALLBACK_ERROR, deployAgentMachine } from '../../machines/deployAgent.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const web = { channel: 'web', enabled: true, public_id: 'p1', url: 'http://x/a/p1', bot_username: null, created_at: '', updated_at: '' };
const busy = { status: 409, detail: 'Tu bot de Telegram ya lo usa el workflow «Pedidos».', body: { detail: 'Tu bot…', can_take_over: true, holders: ['el workflow «Pedidos»'] } };

describe('deployAgent machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: deployAgentMachine,
      promiseActors: ['deploy', 'undeploy'],
      inputs: [{ agentId: 'a1' }],
      events: () => [
        { type: 'deploy.open' }, { type: 'deploy.open', channel: 'telegram' }, { type: 'deploy.chooseChannel', channel: 'telegram' },
        { type: 'deploy.submit' }, { type: 'deploy.takeOver' }, { type: 'deploy.disable' },
      ],
      outputs: { deploy: () => [{ message: 'Agente desplegado', deployment: web }], undeploy: () => [{ message: 'Página web desactivada' }] },
      errors: { deploy: () => [new Error('fallo de red'), busy], undeploy: () => [{ status: 404, detail: 'Este agente no está desplegado en ese canal' }] },
      serializeState: (s) => JSON.stringify([s.value, s.context.channel, s.context.canTakeOver]),
    });
    expectFullCoverage(report);
  });
});

describe('deployAgent machine — scenarios', () => {
  it('shows the server message, resets when the dialog opens, and hands a busy bot over only when asked', async () => {
    const calls: unknown[] = [];
    let answer: () => Promise<unknown> = async () => { throw busy; };
    const deploy = vi.fn(async ({ input }) => { calls.push(input); return answer(); });
    const changed: string[] = [];
    const actor = createActor(deployAgentMachine.provide({ actors: { deploy: fake(deploy) } }), { input: { agentId: 'a1' } });
    actor.on('deploy.changed', (e) => changed.push(e.channel));
    actor.start();

    actor.send({ type: 'deploy.chooseChannel', channel: 'telegram' });
    actor.send({ type: 'deploy.submit' });
    expect(actor.getSnapshot().value).toBe('deploying');
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context).toMatchObject({ error: busy.detail, canTakeOver: true });

    answer = async () => ({ message: 'Agente desplegado en Telegram: escríbele a @bot.', deployment: { ...web, channel: 'telegram' } });
    actor.send({ type: 'deploy.takeOver' });
    await flush();
    expect(calls).toEqual([{ agentId: 'a1', channel: 'telegram', takeOver: false }, { agentId: 'a1', channel: 'telegram', takeOver: true }]);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.message).toBe('Agente desplegado en Telegram: escríbele a @bot.');
    expect(changed).toEqual(['telegram']);

    actor.send({ type: 'deploy.open', channel: 'web' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'web', message: null, error: null, deployment: null, canTakeOver: false });
  });

  it("without the server's detail the error reads 'fallo'; no hand-over is offered for other errors", async () => {
    const actor = createActor(deployAgentMachine.provide({ actors: { deploy: fake(async () => { throw {}; }) } }), { input: { agentId: 'a1' } }).start();
    actor.send({ type: 'deploy.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(DEPLOY_FALLBACK_ERROR);
    actor.send({ type: 'deploy.takeOver' });
    expect(actor.getSnapshot().value).toBe('error');
  });
});
