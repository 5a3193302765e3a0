import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

function renderSidebar(props: Partial<SidebarViewProps> = {}) {
  const handlers = { onNewChat: vi.fn(), onRename: vi.fn(), onDelete: vi.fn(), onLogout: vi.fn() };
  const { hook } = memoryLocation({ path: '/chat' });
  render(
    <Router hook={hook}>
      <SidebarView chats={CHATS} activeChatId={null} creating={false} {...handlers} {...props} />
    </Router>,
  );
  return handlers;
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
  it('renames from the three-dot menu and deletes after confirming', async () => {
    const user = userEvent.setup();
    const h = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Opciones de la conversación: Leads de Facebook' }));
    await user.click(await screen.findByRole('menuitem', { name: /Renombrar/ }));
    const input = await screen.findByRole('textbox', { name: 'Nuevo título' });
    await user.clear(input);
    await user.type(input, 'Leads nuevos{Enter}');
    expect(h.onRename).toHaveBeenCalledWith('b', 'Leads nuevos');

    await user.click(screen.getByRole('button', { name: 'Opciones de la conversación: Leads de Facebook' }));
    await user.click(await screen.findByRole('menuitem', { name: /Eliminar/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar esta conversación?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(h.onDelete).toHaveBeenCalledWith('b');
  });
});
