import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { INSTALL_FAILED, marketplaceInstallMachine } from '../../machines/marketplaceInstall.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(install: (input: { templateId: string }) => Promise<unknown>) {
  const log: string[] = [];
  const actor = createActor(
    marketplaceInstallMachine.provide({
      actors: { installTemplate: fake(({ input }) => install(input)) },
      actions: {
        notifyInstalled: (_, p) => log.push(`installed ${p.chatId}`),
        notifyFailed: (_, p) => log.push(`failed ${p.message}`),
        openChat: (_, p) => log.push(`open ${p.chatId}`),
      },
    }),
  ).start();
  return { actor, log };
}

describe('marketplaceInstall machine', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: marketplaceInstallMachine,
      promiseActors: ['installTemplate'],
      inputs: [undefined],
      events: () => [{ type: 'marketplace.install', templateId: 'tienda-corte-de-caja' }, { type: 'marketplace.openChat' }, { type: 'marketplace.dismiss' }],
      outputs: { installTemplate: () => [{ chat_id: 'chat-1' }] },
      errors: { installTemplate: () => [{ status: 404, detail: 'Plantilla no encontrada' }] },
      serializeState: (s) => JSON.stringify(s.value),
    });
    expectFullCoverage(report);
  });

  it('installs, announces it, opens the new chat, and ignores a second install on the way', async () => {
    const install = vi.fn(async ({ templateId }: { templateId: string }) => ({ chat_id: `chat-of-${templateId}` }));
    const { actor, log } = start(install);
    actor.send({ type: 'marketplace.install', templateId: 'salon-cumpleanos' });
    expect(actor.getSnapshot().matches('installing')).toBe(true);
    actor.send({ type: 'marketplace.install', templateId: 'escuela-inscripciones' }); // ignored
    await flush();
    expect(install).toHaveBeenCalledTimes(1);
    expect(install).toHaveBeenCalledWith({ templateId: 'salon-cumpleanos' });
    expect(actor.getSnapshot().value).toBe('installed');
    expect(actor.getSnapshot().context).toEqual({ templateId: 'salon-cumpleanos', chatId: 'chat-of-salon-cumpleanos', error: null });
    actor.send({ type: 'marketplace.openChat' });
    expect(log).toEqual(['installed chat-of-salon-cumpleanos', 'open chat-of-salon-cumpleanos']);
    // installing another one starts over
    actor.send({ type: 'marketplace.install', templateId: 'escuela-inscripciones' });
    expect(actor.getSnapshot().context.chatId).toBeNull();
    await flush();
    expect(actor.getSnapshot().context.chatId).toBe('chat-of-escuela-inscripciones');
  });

  it("shows the server's detail on failure (else a Spanish fallback) and can retry or be dismissed", async () => {
    let fail: unknown = { status: 404, detail: 'Plantilla no encontrada' };
    const { actor, log } = start(async () => {
      if (fail) throw fail;
      return { chat_id: 'chat-9' };
    });
    actor.send({ type: 'marketplace.install', templateId: 'no-existe' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Plantilla no encontrada');
    actor.send({ type: 'marketplace.openChat' }); // nothing to open
    fail = {};
    actor.send({ type: 'marketplace.install', templateId: 'no-existe' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(INSTALL_FAILED);
    actor.send({ type: 'marketplace.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ templateId: null, chatId: null, error: null });
    fail = null;
    actor.send({ type: 'marketplace.install', templateId: 'tienda-corte-de-caja' });
    await flush();
    expect(log).toEqual(['failed Plantilla no encontrada', `failed ${INSTALL_FAILED}`, 'installed chat-9']);
  });
});
