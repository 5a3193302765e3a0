import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PAGE_LOAD_ERROR, publicAgentChatMachine, SEND_ERROR } from '../../machines/publicAgentChat.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const agent = { public_id: 'p1', name: 'Agente · Tienda', greeting: '¡Hola!' };
const msg = (id: string, role: 'user' | 'assistant', content: string) => ({ id, role, content, created_at: '2026-01-01T00:00:00Z' });
const answer = { conversation_id: 'c1', visitor_token: 'tok', user_message: msg('m1', 'user', 'hola'), reply: msg('m2', 'assistant', 'Hola, ¿en qué te ayudo?') };
const notFound = { status: 404, detail: 'Este agente no está disponible' };

describe('publicAgentChat machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: publicAgentChatMachine,
      promiseActors: ['loadAgent', 'loadConversation', 'sendMessage'],
      inputs: [{ publicId: 'p1' }, { publicId: 'p1', saved: { conversationId: 'c0', token: 't0' } }],
      events: () => [{ type: 'chat.send', text: 'hola' }, { type: 'chat.send', text: '   ' }, { type: 'chat.retry' }, { type: 'chat.dismissError' }],
      outputs: { loadAgent: () => [agent], loadConversation: () => [{ conversation_id: 'c0', messages: [] }], sendMessage: () => [answer] },
      errors: { loadAgent: () => [notFound, new Error('red')], loadConversation: () => [notFound], sendMessage: () => [notFound, { status: 429, detail: 'Estás enviando mensajes muy rápido' }] },
      serializeState: (s) => JSON.stringify([s.value, s.context.saved !== null, s.context.error !== null]),
    });
    expectFullCoverage(report);
  });
});

describe('publicAgentChat machine — scenarios', () => {
  it('restores the saved conversation, sends with it, remembers the new one; a failed send shows the reason', async () => {
    const remembered: unknown[] = [];
    const sent: unknown[] = [];
    let failSend: unknown = null;
    const actor = createActor(publicAgentChatMachine.provide({
      actors: {
        loadAgent: fake(async () => agent),
        loadConversation: fake(async () => ({ conversation_id: 'c0', messages: [msg('m0', 'assistant', 'antes')] })),
        sendMessage: fake(async ({ input }) => { sent.push(input); if (failSend) throw failSend; return answer; }),
      },
      actions: { rememberConversation: (_, p) => remembered.push(p) },
    }), { input: { publicId: 'p1', saved: { conversationId: 'c0', token: 't0' } } }).start();
    await flush();
    expect(actor.getSnapshot().context.messages.map((m) => m.content)).toEqual(['antes']);
    actor.send({ type: 'chat.send', text: '  ' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'chat.send', text: ' hola ' });
    expect(actor.getSnapshot().context.pending).toBe('hola');
    await flush();
    expect(sent).toEqual([{ publicId: 'p1', message: 'hola', saved: { conversationId: 'c0', token: 't0' } }]);
    expect(actor.getSnapshot().context.messages.map((m) => m.content)).toEqual(['antes', 'hola', 'Hola, ¿en qué te ayudo?']);
    expect(remembered).toEqual([{ publicId: 'p1', saved: { conversationId: 'c1', token: 'tok' } }]);

    failSend = { status: 429, detail: 'Estás enviando mensajes muy rápido: espera un momento y vuelve a intentarlo.' };
    actor.send({ type: 'chat.send', text: 'otra' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ pending: null, error: 'Estás enviando mensajes muy rápido: espera un momento y vuelve a intentarlo.' });
    failSend = new Error('');
    actor.send({ type: 'chat.send', text: 'otra' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(SEND_ERROR);
  });

  it('a page switched off is unavailable; a network failure offers a retry', async () => {
    const off = createActor(publicAgentChatMachine.provide({ actors: { loadAgent: fake(async () => { throw notFound; }) } }), { input: { publicId: 'p1' } }).start();
    await flush();
    expect(off.getSnapshot().value).toBe('unavailable');
    let calls = 0;
    const flaky = createActor(publicAgentChatMachine.provide({ actors: { loadAgent: fake(async () => { if (calls++ === 0) throw new Error('red'); return agent; }) } }), { input: { publicId: 'p1' } }).start();
    await flush();
    expect(flaky.getSnapshot().context.error).toBe(PAGE_LOAD_ERROR);
    flaky.send({ type: 'chat.retry' });
    await flush();
    expect(flaky.getSnapshot().value).toBe('ready');
  });
});
