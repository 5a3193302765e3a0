import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { chatListMachine, DELETE_RELOAD_DELAY_MS, LIST_THROTTLE_MS } from '../../machines/chatList.machine';
import { expectFullCoverageOf, fake, flush, runCoverage } from './coverage';

const chat = (id: string, title = 'Chat ' + id) => ({ session_id: id, title, created_at: '', updated_at: '' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chatList machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const serializeState = (s: any) =>
      JSON.stringify([
        s.value,
        s.context.chats.map((c: any) => c.session_id + c.title + (c.flow_active ? '*' : '')).sort(),
        s.context.activeChatId,
        s.context.loadQueued,
        s.context.refreshQueued,
        Math.min(s.context.deleteQueue.length, 2),
        s.context.confirming && s.context.confirming.chatId + (s.context.confirming.activeWorkflow ? '*' : ''),
      ]);
    // The list, creating, renaming and plain deletes.
    const lists = await runCoverage({
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
      serializeState,
      limit: 500_000,
    });
    expect(lists.replays).toBeGreaterThan(50);
    // Asking before a delete; a chat whose workflow is active (c2); the server's 409.
    const asking = await runCoverage({
      machine: chatListMachine,
      promiseActors: ['fetchChats', 'createChat', 'renameChat', 'deleteChat'],
      inputs: [{ activeChatId: 'c2' }],
      events: () => [
        { type: 'list.refresh' },
        { type: 'list.requestDelete', chatId: 'c1' },
        { type: 'list.requestDelete', chatId: 'c2' },
        { type: 'list.confirmDelete' },
        { type: 'list.confirmDelete', workflow: 'keep' },
        { type: 'list.cancelDelete' },
        { type: 'list.delete', chatId: 'c1' },
        { type: 'list.delete', chatId: 'c2' },
      ],
      outputs: {
        fetchChats: () => [[chat('c1'), { ...chat('c2'), flow_active: true }]],
        deleteChat: () => [undefined],
      },
      errors: { deleteChat: () => [{ status: 500, detail: 'falla' }, { status: 409, detail: 'Este chat tiene un workflow activo' }] },
      serializeState,
      limit: 500_000,
    });
    expectFullCoverageOf([lists, asking]);
  }, 120_000);
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

describe('chatList machine — deleting a chat whose workflow is active (issue 10, item 10)', () => {
  const withActive = () => start({ fetchChats: async () => [chat('c1'), { ...chat('c2', 'Reporte'), flow_active: true }] });

  it('asks first; a plain chat gets the plain question and is deleted without a choice', async () => {
    const { actor, deleteChat } = withActive();
    await flush();
    actor.send({ type: 'list.requestDelete', chatId: 'c1' });
    expect(actor.getSnapshot().context.confirming).toEqual({ chatId: 'c1', title: 'Chat c1', activeWorkflow: false });
    actor.send({ type: 'list.confirmDelete' });
    expect(actor.getSnapshot().context.confirming).toBeNull();
    await flush();
    expect(deleteChat.mock.calls[0][0].input).toEqual({ chatId: 'c1' });
  });

  it('the question about the workflow needs an answer: keep or delete goes to the server with the chat', async () => {
    const { actor, deleteChat } = withActive();
    await flush();
    actor.send({ type: 'list.requestDelete', chatId: 'c2' });
    expect(actor.getSnapshot().context.confirming).toEqual({ chatId: 'c2', title: 'Reporte', activeWorkflow: true });
    actor.send({ type: 'list.confirmDelete' }); // no choice: nothing happens
    expect(actor.getSnapshot().context.chats.map((c) => c.session_id)).toEqual(['c1', 'c2']);
    actor.send({ type: 'list.confirmDelete', workflow: 'keep' });
    expect(actor.getSnapshot().context.chats.map((c) => c.session_id)).toEqual(['c1']);
    await flush();
    expect(deleteChat.mock.calls[0][0].input).toEqual({ chatId: 'c2', workflow: 'keep' });
  });

  it('cancel leaves everything as it was; a direct delete of such a chat asks instead of deleting', async () => {
    const { actor, deleteChat } = withActive();
    await flush();
    actor.send({ type: 'list.requestDelete', chatId: 'c2' });
    actor.send({ type: 'list.cancelDelete' });
    expect(actor.getSnapshot().context.confirming).toBeNull();
    actor.send({ type: 'list.delete', chatId: 'c2' });
    expect(actor.getSnapshot().context.confirming).toMatchObject({ chatId: 'c2', activeWorkflow: true });
    await flush();
    expect(deleteChat).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.chats).toHaveLength(2);
  });

  it('a stale list: the server answers 409, the chat comes back in its place and the question is asked', async () => {
    const conflict = { status: 409, detail: 'Este chat tiene un workflow activo. Indica si quieres eliminar también el workflow o conservarlo activo.' };
    let server = ['c1', 'c2', 'c3'];
    const { actor, deleteChat, navigateToNewChat } = start({
      fetchChats: async () => server.map((id) => chat(id)),
      deleteChat: async ({ input }: { input: { chatId: string; workflow?: string } }) => {
        if (!input.workflow) throw conflict;
        server = server.filter((id) => id !== input.chatId);
      },
    }, 'c2');
    await flush();
    actor.send({ type: 'list.requestDelete', chatId: 'c2' });
    actor.send({ type: 'list.confirmDelete' });
    expect(navigateToNewChat).toHaveBeenCalledTimes(1);
    await flush();
    const after = actor.getSnapshot().context;
    expect(after.chats.map((c) => c.session_id)).toEqual(['c1', 'c2', 'c3']);
    expect(after.chats[1].flow_active).toBe(true);
    expect(after.confirming).toEqual({ chatId: 'c2', title: 'Chat c2', activeWorkflow: true });
    actor.send({ type: 'list.confirmDelete', workflow: 'delete' });
    vi.advanceTimersByTime(DELETE_RELOAD_DELAY_MS); // the queued delete runs after the reload wait
    await flush();
    expect(deleteChat.mock.calls.map((c) => c[0].input)).toEqual([{ chatId: 'c2' }, { chatId: 'c2', workflow: 'delete' }]);
    expect(actor.getSnapshot().context.chats.map((c) => c.session_id)).toEqual(['c1', 'c3']);
  });
});
