import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ChatSession } from '../../contracts';
import { chatListMachine } from '../../machines/chatList.machine';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { filterChats } from '../../src/views/sidebar/filterChats';
import { RenameInput } from '../../src/views/sidebar/RenameInput';
import { SidebarView, type SidebarViewProps } from '../../src/views/sidebar/SidebarView';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const now = new Date().toISOString();
const CHATS = [
  { session_id: 'a', title: 'Reporte de VENTAS', updated_at: now },
  { session_id: 'b', title: 'Leads de Facebook', updated_at: now },
  { session_id: 'c', title: '', updated_at: now },
];
/** The same chats as the server lists them: the first one's workflow is active. */
const SESSIONS: ChatSession[] = CHATS.map((c, i) => ({ ...c, created_at: now, flow_id: i === 0 ? 'f1' : null, flow_active: i === 0 }));

function renderSidebar(props: Partial<SidebarViewProps> = {}) {
  const handlers = { onNewChat: vi.fn(), onRename: vi.fn(), onRequestDelete: vi.fn(), onConfirmDelete: vi.fn(), onCancelDelete: vi.fn(), onLogout: vi.fn() };
  const { hook } = memoryLocation({ path: '/chat' });
  render(
    <Router hook={hook}>
      <SidebarView chats={CHATS} activeChatId={null} creating={false} confirmingDelete={null} {...handlers} {...props} />
    </Router>,
  );
  return handlers;
}

/** The sidebar wired to the real chat list machine, as ChatSidebar wires it; the server calls are fakes. */
function WiredSidebar({ chats, deleteChat }: { chats: ChatSession[]; deleteChat: (input: unknown) => Promise<unknown> }) {
  const [state, send] = useMachine(chatListMachine.provide({
    actors: { fetchChats: fromPromise(async () => chats), deleteChat: fromPromise(async ({ input }) => deleteChat(input)) },
  }), { input: { activeChatId: null } });
  return (
    <SidebarView
      chats={state.context.chats}
      activeChatId={state.context.activeChatId}
      creating={false}
      confirmingDelete={state.context.confirming}
      onNewChat={() => {}}
      onRename={() => {}}
      onRequestDelete={(chatId) => send({ type: 'list.requestDelete', chatId })}
      onConfirmDelete={(workflow) => send({ type: 'list.confirmDelete', workflow })}
      onCancelDelete={() => send({ type: 'list.cancelDelete' })}
      onLogout={() => {}}
    />
  );
}

function renderWired(chats: ChatSession[]) {
  const deleteChat = vi.fn(async (_input: unknown) => undefined);
  const { hook } = memoryLocation({ path: '/chat' });
  render(
    <Router hook={hook}>
      <WiredSidebar chats={chats} deleteChat={deleteChat} />
    </Router>,
  );
  return { deleteChat };
}

describe('sidebar search', () => {
  it('filters by title, case-insensitively', async () => {
    const user = userEvent.setup();
    renderSidebar();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.type(screen.getByPlaceholderText('Buscar conversaciones...'), 'ventas');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Reporte de VENTAS');
  });

  it('shows the empty state when nothing matches, and untitled chats as "Chat sin título"', async () => {
    const user = userEvent.setup();
    renderSidebar();
    expect(screen.getByText('Chat sin título')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Buscar conversaciones...'), 'zzz');
    expect(screen.getByText('No hay conversaciones')).toBeInTheDocument();
    expect(screen.getByText('Inicia un nuevo chat para comenzar')).toBeInTheDocument();
  });

  it('filterChats keeps everything for a blank query', () => {
    expect(filterChats(CHATS, '  ', 'Chat sin título')).toHaveLength(3);
    expect(filterChats(CHATS, 'SIN TÍTULO', 'Chat sin título').map((c) => c.session_id)).toEqual(['c']);
  });
});

describe('sidebar new chat', () => {
  it("shows 'Creando...' and is disabled while busy", () => {
    renderSidebar({ creating: true });
    expect(screen.getByRole('button', { name: 'Creando...' })).toBeDisabled();
  });
});

describe('inline rename', () => {
  function renderRename() {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<RenameInput initial="Viejo título" onSave={onSave} onCancel={onCancel} />);
    return { onSave, onCancel, input: screen.getByRole('textbox', { name: 'Nuevo título' }) as HTMLInputElement };
  }

  it('saves with Enter', async () => {
    const user = userEvent.setup();
    const { onSave, input } = renderRename();
    await user.clear(input);
    await user.type(input, 'Nuevo{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Nuevo');
  });

  it('aborts with Escape', async () => {
    const user = userEvent.setup();
    const { onSave, onCancel, input } = renderRename();
    await user.type(input, ' cambiado{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('cancels when the trimmed title is empty', async () => {
    const user = userEvent.setup();
    const { onSave, onCancel, input } = renderRename();
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('saves about 150 ms after losing focus', () => {
    vi.useFakeTimers();
    const { onSave, input } = renderRename();
    fireEvent.change(input, { target: { value: 'Desde blur' } });
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(100));
    expect(onSave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Desde blur');
  });

  it('the cancel button aborts', async () => {
    const user = userEvent.setup();
    const { onSave, onCancel } = renderRename();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('sidebar menu', () => {
  it('renames from the three-dot menu', async () => {
    const user = userEvent.setup();
    const h = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Opciones de la conversación: Leads de Facebook' }));
    await user.click(await screen.findByRole('menuitem', { name: /Renombrar/ }));
    const input = await screen.findByRole('textbox', { name: 'Nuevo título' });
    await user.clear(input);
    await user.type(input, 'Leads nuevos{Enter}');
    expect(h.onRename).toHaveBeenCalledWith('b', 'Leads nuevos');
  });

  it('deletes after confirming (a chat without an active workflow)', async () => {
    const user = userEvent.setup();
    const { deleteChat } = renderWired(SESSIONS);
    await user.click(await screen.findByRole('button', { name: 'Opciones de la conversación: Leads de Facebook' }));
    await user.click(await screen.findByRole('menuitem', { name: /Eliminar/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar esta conversación?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(screen.queryByText('Leads de Facebook')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteChat).toHaveBeenCalledWith({ chatId: 'b' }));
  });
});

describe('deleting a chat whose workflow is active (issue 10, item 10)', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Opciones de la conversación: Reporte de VENTAS' }));
    await user.click(await screen.findByRole('menuitem', { name: /Eliminar/ }));
    return screen.findByRole('alertdialog', { name: 'Este chat tiene un workflow activo' });
  };

  it('asks what to do with the workflow instead of the plain confirmation; keeping it deletes only the chat', async () => {
    const user = userEvent.setup();
    const { deleteChat } = renderWired(SESSIONS);
    const dialog = await open(user);
    expect(dialog).toHaveTextContent('«Reporte de VENTAS» tiene un workflow activo');
    expect(dialog).not.toHaveTextContent('¿Estás seguro de que quieres eliminar esta conversación?');
    expect(within(dialog).getByRole('button', { name: 'Eliminar también el workflow' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conservar el workflow activo' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteChat).toHaveBeenCalledWith({ chatId: 'a', workflow: 'keep' }));
  });

  it('"Eliminar también el workflow" sends that choice; "Cancelar" deletes nothing', async () => {
    const user = userEvent.setup();
    const { deleteChat } = renderWired(SESSIONS);
    await user.click(within(await open(user)).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Reporte de VENTAS')).toBeInTheDocument();
    expect(deleteChat).not.toHaveBeenCalled();
    await user.click(within(await open(user)).getByRole('button', { name: 'Eliminar también el workflow' }));
    await waitFor(() => expect(deleteChat).toHaveBeenCalledWith({ chatId: 'a', workflow: 'delete' }));
    expect(screen.queryByText('Reporte de VENTAS')).not.toBeInTheDocument();
  });
});
