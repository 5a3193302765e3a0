import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ChatHeader, type ChatHeaderProps } from '../../src/views/chat/ChatHeader';

const props = (over: Partial<ChatHeaderProps> = {}): ChatHeaderProps => ({
  title: 'Leads', mode: 'classic', onModeChange: vi.fn(), hasPlan: true, isActive: false, saving: false, toggling: false,
  executing: false, processing: false, onSave: vi.fn(), onToggleActive: vi.fn(), onExecute: vi.fn(), ...over,
});
const renderHeader = (p: ChatHeaderProps) => render(<Router hook={memoryLocation({ path: '/chat' }).hook}><ChatHeader {...p} /></Router>);

afterEach(cleanup);

describe("chat header: 'cambios sin guardar'", () => {
  it('shows the badge next to Guardar only while the plan differs from the saved flow', () => {
    const { rerender } = renderHeader(props({ unsaved: true }));
    const badge = screen.getByRole('status');
    expect(badge).toHaveTextContent('cambios sin guardar');
    expect(badge).toHaveAttribute('title', expect.stringContaining('«Guardar»'));
    expect(badge.nextElementSibling).toBe(screen.getByRole('button', { name: 'Guardar' }));
    rerender(<Router hook={memoryLocation({ path: '/chat' }).hook}><ChatHeader {...props({ unsaved: false })} /></Router>);
    expect(screen.queryByText('cambios sin guardar')).not.toBeInTheDocument();
  });
});

describe('chat header while the saved workflow is looked up', () => {
  it('keeps Guardar, the Activo switch and Ejecutar disabled (a click then would be lost)', () => {
    renderHeader(props({ loadingStatus: true }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Ejecutar/ })).toBeDisabled();
    cleanup();
    renderHeader(props({ loadingStatus: false }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });
});
