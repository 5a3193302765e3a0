import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../../src/components/Modal';
import { Toasts } from '../../src/components/Toasts';
import { clearNotifications, notify } from '../../src/stores/notifications';

function ScreenWithDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Modal open={open} onOpenChange={setOpen} title="Editar paso 2">
        <button type="button">Guardar paso</button>
      </Modal>
      <Toasts />
    </>
  );
}

describe('Escape with a toast that appeared after a dialog opened', () => {
  afterEach(() => clearNotifications());

  it('closes the dialog, not the toast', async () => {
    render(<ScreenWithDialog />);
    expect(screen.getByRole('dialog', { name: 'Editar paso 2' })).toBeInTheDocument();
    act(() => {
      notify('success', 'Workflow ejecutado correctamente');
    });
    await screen.findByText('Workflow ejecutado correctamente');

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar paso 2' })).not.toBeInTheDocument());
    expect(screen.getByText('Workflow ejecutado correctamente')).toBeInTheDocument();
  });

  it('dismisses the toast when no dialog is open', async () => {
    render(<Toasts />);
    act(() => {
      notify('error', 'Error ejecutando workflow');
    });
    const [toast] = await screen.findAllByText('Error ejecutando workflow');
    toast.closest('li')?.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByText('Error ejecutando workflow')).toHaveLength(0));
  });
});
