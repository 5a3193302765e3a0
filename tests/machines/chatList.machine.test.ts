import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { chatListMachine, DELETE_RELOAD_DELAY_MS, LIST_THROTTLE_MS } from '../../machines/chatList.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

const chat = (id: string, title = 'Chat ' + id) => ({ session_id: id, title, created_at: '', updated_at: '' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chatList machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: chatListMachine,
      promiseActors: ['fetchChats', 'createChat', 'renameChat', 'deleteChat'],
      inputs: [{ activeChatId: 'c1' }],
      events: () => [
        { type: 'list.load' },
        { type: 'list.refresh' },
        { type: 'list.create' },
        { type: 'list.rename', chatId: 'c1', title: 'Ventas' },
        { type: 'list.rename', chatId: 'c1', title: '  ' },
        { type: 'list.delete', chatId: 'c1' },
        { type: 'list.delete', chatId: 'c2' },
        { type: 'list.sessionCreated', chat: chat('c4') },
        { type: 'list.setActive', chatId: 'c1' },
      ],
      outputs: {
        fetchChats: () => [[chat('c1'), chat('c2')]],
        createChat: () => [chat('c3')],
        renameChat: () => [undefined],
        deleteChat: () => [undefined],
      },
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.chats.map((c: any) => c.session_id + c.title).sort(),
          s.context.activeChatId,
          s.context.loadQueued,
          s.context.refreshQueued,
          Math.min(s.context.deleteQueue.length, 2),
        ]),
      limit: 500_000,
    });
    expect(report.replays).toBeGreaterThan(50);
    expectFullCoverage(report);
  }, 60_000);
});

function start(overrides: Record<string, any> = {}, activeChatId: string | null = 'c1') {
  const fetchChats = vi.fn<(a: { input: any }) => Promise<any>>(overrides.fetchChats ?? (async () => [chat('c1'), chat('c2')]));
  const deleteChat = vi.fn<(a: { input: any }) => Promise<any>>(overrides.deleteChat ?? (async () => undefined));
  const renameChat = vi.fn<(a: { input: any }) => Promise<any>>(overrides.renameChat ?? (async () => undefined));
  const createChat = vi.fn<(a: { input: any }) => Promise<any>>(overrides.createChat ?? (async () => chat('c3', 'Nuevo chat')));
  const actions = { navigateToChat: vi.fn(), navigateToNewChat: vi.fn(), alert: vi.fn() };
  const actor = createActor(
    chatListMachine.provide({
      actions,
      actors: { fetchChats: fake(fetchChats), deleteChat: fake(deleteChat), renameChat: fake(renameChat), createChat: fake(createChat) },
    }),
    { input: { activeChatId } },
  ).start();
  return { actor, fetchChats, deleteChat, renameChat, createChat, ...actions };
}

describe('chatList machine — scenarios', () => {
  it('throttles list loads to once per 2 s (a load during the window runs when it ends)', async () => {
    const { actor, fetchChats } = start();
    await flush();
    expect(fetchChats).toHaveBeenCalledTimes(1);
    actor.send({ type: 'list.load' });
    actor.send({ type: 'list.load' });
    expect(fetchChats).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LIST_THROTTLE_MS - 1);
    expect(fetchChats).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await flush();
    expect(fetchChats).toHaveBeenCalledTimes(2);
  });

  it('delete: removes at once, leaves the active chat, calls the server, reloads after 100 ms', async () => {
    const { actor, fetchChats, deleteChat, navigateToNewChat } = start();
    await flush();
    actor.send({ type: 'list.delete', chatId: 'c1' });
    expect(actor.getSnapshot().context.chats.map((c) => c.session_id)).toEqual(['c2']);
    expect(navigateToNewChat).toHaveBeenCalledTimes(1);
    await flush();
    expect(deleteChat.mock.calls[0][0].input).toEqual({ chatId: 'c1' });
    expect(fetchChats).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DELETE_RELOAD_DELAY_MS);
    await flush();
    expect(fetchChats).toHaveBeenCalledTimes(2); // forced: bypasses the throttle
  });

  it('delete errors (404, 5xx) are tolerated and the list is reloaded', async () => {
    const { actor, fetchChats, navigateToNewChat } = start({ deleteChat: async () => { throw { status: 404, detail: 'No encontrado' }; } }, 'c9');
    await flush();
    actor.send({ type: 'list.delete', chatId: 'c2' });
    await flush();
    expect(navigateToNewChat).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.chats.map((c) => c.session_id)).toEqual(['c1']);
    vi.advanceTimersByTime(DELETE_RELOAD_DELAY_MS);
    await flush();
    expect(fetchChats).toHaveBeenCalledTimes(2);
  });

  it('queues deletes made while another is in flight', async () => {
    const { actor, deleteChat } = start();
    await flush();
    actor.send({ type: 'list.delete', chatId: 'c1' });
    actor.send({ type: 'list.delete', chatId: 'c2' });
    await flush();
    await flush();
    expect(deleteChat.mock.calls.map((c) => c[0].input.chatId)).toEqual(['c1', 'c2']);
    expect(actor.getSnapshot().context.chats).toEqual([]);
  });

  it('rename is optimistic, an empty title cancels, a failure alerts and reloads', async () => {
    const { actor, renameChat, alert, fetchChats } = start({ renameChat: async () => { throw new Error('x'); } });
    await flush();
    actor.send({ type: 'list.rename', chatId: 'c1', title: '   ' });
    expect(renameChat).not.toHaveBeenCalled();
    actor.send({ type: 'list.rename', chatId: 'c1', title: ' Ventas ' });
    expect(actor.getSnapshot().context.chats[0].title).toBe('Ventas');
    await flush();
    expect(alert.mock.calls[0][1]).toEqual({ message: 'Error actualizando el título. Por favor intenta de nuevo.' });
    await flush();
    expect(fetchChats).toHaveBeenCalledTimes(2);
  });

  it('create adds the chat and opens it; sessionCreated adds the new session on top', async () => {
    const { actor, navigateToChat, createChat } = start();
    await flush();
    actor.send({ type: 'list.create' });
    expect(actor.getSnapshot().matches({ ops: 'creating' })).toBe(true);
    await flush();
    expect(createChat.mock.calls[0][0].input).toEqual({ title: 'Nuevo chat' });
    expect(navigateToChat.mock.calls[0][1]).toEqual({ chatId: 'c3' });
    actor.send({ type: 'list.sessionCreated', chat: chat('c4') });
    expect(actor.getSnapshot().context.chats[0].session_id).toBe('c4');
    expect(actor.getSnapshot().context.activeChatId).toBe('c4');
  });
});
