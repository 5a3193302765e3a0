import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatInput, INPUT_MAX_HEIGHT_PX } from '../../src/views/chat/ChatInput';
import { CHAT_MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '../../contracts/chat';

afterEach(cleanup);

function setup(props: Partial<Parameters<typeof ChatInput>[0]> = {}) {
  const onSend = vi.fn();
  render(<ChatInput busy={false} empty={false} onSend={onSend} {...props} />);
  const box = screen.getByRole('textbox', { name: 'Mensaje para el asistente' }) as HTMLTextAreaElement;
  const send = screen.getByRole('button', { name: 'Enviar' });
  return { onSend, box, send, user: userEvent.setup() };
}

describe('ChatInput', () => {
  it('sends with Enter and clears the box', async () => {
    const { onSend, box, user } = setup();
    await user.type(box, 'Hola asistente{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hola asistente');
    expect(box.value).toBe('');
  });

  it('inserts a newline with Shift+Enter instead of sending', async () => {
    const { onSend, box, user } = setup();
    await user.type(box, 'línea 1{Shift>}{Enter}{/Shift}línea 2');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('línea 1\nlínea 2');
  });

  it('ignores blank text and keeps the send button disabled', async () => {
    const { onSend, box, send, user } = setup();
    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(send).toBeDisabled();
  });

  it('does not send while busy', async () => {
    const { onSend, box, send, user } = setup({ busy: true });
    await user.type(box, 'hola{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(send).toBeDisabled();
  });

  it('sends with the button', async () => {
    const { onSend, box, send, user } = setup();
    await user.type(box, 'con botón');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('con botón');
  });

  it('never cuts pasted text: past the shared limit it says so and waits', async () => {
    const { onSend, box, send, user } = setup();
    expect(box).not.toHaveAttribute('maxLength');
    box.focus();
    await user.paste('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 10));
    expect(box.value).toHaveLength(CHAT_MESSAGE_MAX_LENGTH + 10);
    expect(send).toBeDisabled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGE_TOO_LONG)).toBeInTheDocument();
    expect(screen.getByText(`${CHAT_MESSAGE_MAX_LENGTH + 10} / ${CHAT_MESSAGE_MAX_LENGTH}`)).toBeInTheDocument();
    await user.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    // back under the limit it sends the whole text
    fireEvent.change(box, { target: { value: 'b'.repeat(CHAT_MESSAGE_MAX_LENGTH) } });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('b'.repeat(CHAT_MESSAGE_MAX_LENGTH));
  });

  it('shows no counter for short messages', async () => {
    const { box, user } = setup();
    await user.type(box, 'hola');
    expect(screen.queryByText(/\/ \d+/)).toBeNull();
  });

  it('caps the height at 120 px', () => {
    const { box } = setup();
    expect(box.style.maxHeight).toBe(`${INPUT_MAX_HEIGHT_PX}px`);
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => 400 });
    fireEvent.change(box, { target: { value: 'muchas\nlíneas\nde\ntexto\nmás' } });
    expect(box.style.height).toBe('120px');
    expect(INPUT_MAX_HEIGHT_PX).toBe(120);
  });

  it('uses a different placeholder for an empty chat', () => {
    const { box } = setup({ empty: true });
    expect(box.placeholder).toBe("Describe qué quieres automatizar...");
  });
});
