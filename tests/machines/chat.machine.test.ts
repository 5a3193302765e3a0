import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  chatMachine,
  mergeMessages,
  MESSAGE_MERGE_WINDOW_MS,
  type ChatReplyLike,
  type UiMessage,
} from '../../machines/chat.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

const plan = [
  { step: 1, node_id: 'webhook', action_id: 'receive' },
  { step: 2, node_id: 'gmail', action_id: 'send_email', params: { to: 'a@b.mx' } },
];
const msg = (id: string, role: 'user' | 'assistant', content: string, extra: Partial<UiMessage> = {}): UiMessage => ({
  id,
  role,
  content,
  timestamp: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const fullReply: ChatReplyLike = {
  reply: 'Listo',
  session_id: 'c1',
  status: 'clarification_needed',
  workflow_action: null,
  execution_plan: plan,
  service_groups: [{ category: 'email', services: [{ service_id: 'gmail', service_name: 'Gmail' }] }],
  smart_form: { title: 'Datos', sections: [] },
  oauth_requirements: [{ service_id: 'gmail', service_name: 'Gmail', mechanism: 'oauth2' }],
  user_message: msg('u1', 'user', 'hola'),
  message: msg('a1', 'assistant', 'Listo', { metadata: { execution_plan: plan } }),
};
const plainReply: ChatReplyLike = { response: 'Hola, ¿qué automatizamos?', session_id: 'c1', status: 'conversation', workflow_action: null };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: chatMachine,
      promiseActors: ['loadMessages', 'createChat', 'sendMessage'],
      inputs: [{ chatId: null }, { chatId: 'c1' }],
      events: () => [
        { type: 'chat.send', text: 'hola' },
        { type: 'chat.send', text: '   ' },
        { type: 'chat.send', text: 'datos', formInputs: { a: 1 } },
        { type: 'chat.load', chatId: 'c1' },
        { type: 'chat.load', chatId: null },
        { type: 'chat.dismissError' },
        { type: 'chat.appendMessage', message: msg('w1', 'assistant', 'Workflow guardado correctamente') },
        { type: 'plan.replaceStep', step: { step: 2, node_id: 'slack', action_id: 'post' } },
        { type: 'plan.set', plan },
        { type: 'plan.restored', plan },
      ],
      outputs: {
        loadMessages: () => [[], [msg('a0', 'assistant', 'plan', { metadata: { execution_plan: plan } })]],
        createChat: () => [{ session_id: 'c1', title: 'Nuevo chat', created_at: '', updated_at: '' }],
        sendMessage: () => [fullReply, plainReply],
      },
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.chatId, !!s.context.plan, !!s.context.error, !!s.context.pending, Math.min(s.context.messages.length, 2)]),
    });
    expectFullCoverage(report);
  });
});

function start(chatId: string | null, overrides: Record<string, any> = {}) {
  const persistPlan = vi.fn();
  const savePlanRemote = vi.fn();
  const send = vi.fn(async (_: { input: any }) => fullReply);
  const createChat = vi.fn(async (_: { input: any }) => ({ session_id: 'new-1', title: 'Nuevo chat', created_at: '', updated_at: '' }));
  const actor = createActor(
    chatMachine.provide({
      actions: { persistPlan, savePlanRemote },
      actors: {
        sendMessage: fake(overrides.sendMessage ?? send),
        createChat: fake(overrides.createChat ?? createChat),
        loadMessages: fake(overrides.loadMessages ?? (async () => [])),
      },
    }),
    { input: { chatId } },
  );
  const emitted: any[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, persistPlan, savePlanRemote, send, createChat, emitted };
}

describe('chat machine — scenarios', () => {
  it('ignores blank text', async () => {
    const { actor, send } = start('c1');
    await flush();
    actor.send({ type: 'chat.send', text: '  \n ' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('adds an optimistic temp message, ignores a second send while busy, replaces it on success', async () => {
    let resolve!: (r: ChatReplyLike) => void;
    const sendMessage = vi.fn(() => new Promise<ChatReplyLike>((r) => (resolve = r)));
    const { actor } = start('c1', { sendMessage });
    await flush();
    actor.send({ type: 'chat.send', text: 'hola' });
    const busy = actor.getSnapshot();
    expect(busy.matches('sending')).toBe(true);
    expect(busy.context.messages).toHaveLength(1);
    expect(busy.context.messages[0]).toMatchObject({ role: 'user', content: 'hola', isTemp: true });
    actor.send({ type: 'chat.send', text: 'otra vez' });
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
    resolve(fullReply);
    await flush();
    const done = actor.getSnapshot();
    expect(done.matches('ready')).toBe(true);
    expect(done.context.messages.map((m) => m.id)).toEqual(['u1', 'a1']);
    expect(done.context.messages.some((m) => m.isTemp)).toBe(false);
  });

  it('removes the temp message and sets the server detail, or the fallback, on failure', async () => {
    const a = start('c1', { sendMessage: async () => { throw { status: 500, detail: 'El asistente no respondió' }; } });
    await flush();
    a.actor.send({ type: 'chat.send', text: 'hola' });
    await flush();
    expect(a.actor.getSnapshot().context.messages).toEqual([]);
    expect(a.actor.getSnapshot().context.error).toBe('El asistente no respondió');
    const b = start('c1', { sendMessage: async () => { throw {}; } });
    await flush();
    b.actor.send({ type: 'chat.send', text: 'hola' });
    await flush();
    // nothing else in the conversation: it was the first message
    expect(b.actor.getSnapshot().context.error).toBe('Error enviando primer mensaje');
    const old = { id: 'm1', role: 'user', content: 'antes', timestamp: '2026-01-01T00:00:00Z' };
    const c = start('c1', { sendMessage: async () => { throw {}; }, loadMessages: async () => [old] });
    await flush();
    c.actor.send({ type: 'chat.send', text: 'hola' });
    await flush();
    expect(c.actor.getSnapshot().context.error).toBe('Error enviando mensaje');
    b.actor.send({ type: 'chat.dismissError' });
    expect(b.actor.getSnapshot().context.error).toBeNull();
    b.actor.send({ type: 'chat.send', text: 'formulario', formInputs: { x: 1 } });
    await flush();
    expect(b.actor.getSnapshot().context.error).toBe('Error enviando formulario');
    expect(b.actor.getSnapshot().context.messages).toEqual([]);
  });

  it('first message of a temporary chat creates a session, emits chat.sessionCreated, then posts', async () => {
    const { actor, createChat, send, emitted } = start(null);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'chat.send', text: 'hola' });
    expect(actor.getSnapshot().matches({ sending: 'creatingSession' })).toBe(true);
    await flush();
    expect(createChat).toHaveBeenCalledWith(expect.objectContaining({ input: { title: 'Nuevo chat' } }));
    expect(emitted.find((e) => e.type === 'chat.sessionCreated')).toMatchObject({ chatId: 'new-1' });
    expect(send.mock.calls[0][0].input).toMatchObject({ chatId: 'new-1', message: 'hola', conversation: [] });
    expect(actor.getSnapshot().context.chatId).toBe('new-1');
    // the view replaces the URL and re-sends chat.load with the same id: nothing is reloaded
    actor.send({ type: 'chat.load', chatId: 'new-1' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('a failed session creation removes the temp message', async () => {
    const { actor, send } = start(null, { createChat: async () => { throw {}; } });
    actor.send({ type: 'chat.send', text: 'hola' });
    await flush();
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('Error creando nueva sesión de chat');
    expect(send).not.toHaveBeenCalled();
  });

  it('never sends temporary messages in the conversation', async () => {
    const { actor, send } = start('c1', {
      loadMessages: async () => [msg('m1', 'user', 'antes'), msg('m2', 'assistant', 'respuesta')],
    });
    await flush();
    actor.send({ type: 'chat.appendMessage', message: msg('t9', 'user', 'pendiente', { isTemp: true }) });
    actor.send({ type: 'chat.send', text: 'nuevo' });
    await flush();
    expect(send.mock.calls[0][0].input.conversation).toEqual([
      { role: 'user', content: 'antes' },
      { role: 'assistant', content: 'respuesta' },
    ]);
  });

  it('takes the plan from the reply, persists it and emits every reply event', async () => {
    const { actor, persistPlan, emitted } = start('c1');
    await flush();
    actor.send({ type: 'chat.send', text: 'hola' });
    await flush();
    expect(actor.getSnapshot().context.plan).toEqual(plan);
    expect(persistPlan.mock.calls.at(-1)![1]).toEqual({ chatId: 'c1', plan, status: 'clarification_needed' });
    const types = emitted.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['chat.planChanged', 'chat.serviceSelectionRequired', 'chat.smartFormRequired', 'chat.oauthRequired']));
    // the sidebar reloads after a reply (the first one names the chat)
    expect(emitted.filter((e) => e.type === 'chat.replied')).toEqual([{ type: 'chat.replied', chatId: 'c1' }]);
    expect(emitted.find((e) => e.type === 'chat.serviceSelectionRequired').message).toBe('hola');
  });

  it('builds the messages from reply text when the answer has no message objects', async () => {
    const { actor, emitted } = start('c1', { sendMessage: async () => plainReply });
    await flush();
    actor.send({ type: 'chat.send', text: 'hola' });
    await flush();
    const m = actor.getSnapshot().context.messages;
    expect(m.map((x) => [x.role, x.content, !!x.isTemp])).toEqual([
      ['user', 'hola', false],
      ['assistant', 'Hola, ¿qué automatizamos?', false],
    ]);
    expect(emitted.map((e) => e.type)).toEqual(['chat.replied']);
  });

  it('restores the plan from the latest assistant message when loading; restorePlan wins when cached', async () => {
    const older = [{ step: 1, node_id: 'x', action_id: 'y' }];
    const loaded = [
      msg('a1', 'assistant', 'viejo', { metadata: { execution_plan: older } }),
      msg('a2', 'assistant', 'nuevo', { metadata: { execution_plan: plan } }),
      msg('u3', 'user', 'gracias'),
    ];
    const { actor } = start('c1', { loadMessages: async () => loaded });
    await flush();
    expect(actor.getSnapshot().context.plan).toEqual(plan);

    const cached = [{ step: 1, node_id: 'cache', action_id: 'c' }];
    const b = createActor(
      chatMachine.provide({
        actors: { loadMessages: fake(async () => loaded) },
        actions: { restorePlan: ({ self }: any) => self.send({ type: 'plan.restored', plan: cached }) },
      }),
      { input: { chatId: 'c1' } },
    ).start();
    await flush();
    expect(b.getSnapshot().context.plan).toEqual(cached);
  });

  it('plan.replaceStep replaces the step with the same number and persists it locally and on the server', async () => {
    const { actor, persistPlan, savePlanRemote } = start('c1');
    await flush();
    actor.send({ type: 'plan.set', plan });
    expect(savePlanRemote).not.toHaveBeenCalled();
    actor.send({ type: 'plan.replaceStep', step: { step: 2, node_id: 'slack', action_id: 'post_message' } });
    expect(actor.getSnapshot().context.plan![1]).toEqual({ step: 2, node_id: 'slack', action_id: 'post_message' });
    expect(persistPlan).toHaveBeenCalledTimes(2);
    expect(savePlanRemote.mock.calls[0][1]).toEqual({ chatId: 'c1', plan: actor.getSnapshot().context.plan });
  });

  it("prefers the server's stored plan (with step edits) over the latest reply's plan when loading", async () => {
    const edited = [{ step: 1, node_id: 'webhook', action_id: 'webhook_received' }, { step: 2, node_id: 'http', action_id: 'request', params: { url: 'https://nuevo.mx' } }];
    const { actor } = start('c1', {
      loadMessages: async () => ({ messages: [msg('a1', 'assistant', 'plan', { metadata: { execution_plan: plan } })], plan: edited }),
    });
    await flush();
    expect(actor.getSnapshot().context.plan).toEqual(edited);
  });

  it('merges server and optimistic messages: same text within 5 s is one message', () => {
    const server = [msg('s1', 'user', 'hola', { timestamp: '2026-01-01T00:00:04.000Z' })];
    const localDup = msg('temp-1', 'user', 'hola', { timestamp: '2026-01-01T00:00:00.000Z', isTemp: true });
    const localOld = msg('temp-2', 'user', 'hola', { timestamp: new Date(Date.parse('2026-01-01T00:00:04.000Z') + MESSAGE_MERGE_WINDOW_MS + 1).toISOString(), isTemp: true });
    expect(mergeMessages(server, [localDup]).map((m) => m.id)).toEqual(['s1']);
    expect(mergeMessages(server, [localOld]).map((m) => m.id)).toEqual(['s1', 'temp-2']);
  });
});
