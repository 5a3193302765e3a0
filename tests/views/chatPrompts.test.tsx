import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceGroup, SmartForm } from '../../contracts';
import { chatPromptMachine, type ResendParams } from '../../machines/chatPrompt.machine';
import { ServiceSelectionDialog } from '../../src/views/chat/ServiceSelectionDialog';
import { SmartFormDialog } from '../../src/views/chat/SmartFormDialog';

afterEach(cleanup);

const groups: ServiceGroup[] = [
  {
    category: 'Notificaciones',
    services: [
      { service_id: 'slack', service_name: 'Slack', description: 'Mensaje a un canal' },
      { service_id: 'telegram', service_name: 'Telegram' },
    ],
  },
];
const form: SmartForm = {
  title: 'Completa la información que falta',
  sections: [
    {
      title: 'Paso 2: Slack — Enviar mensaje',
      fields: [
        { id: '2.channel', label: 'Canal', type: 'string', required: true, placeholder: '#ventas' },
        { id: '2.message', label: 'Mensaje', type: 'string', required: true },
        { id: '3.to', label: 'Para', type: 'string', format: 'email', required: true },
        { id: '3.priority', label: 'Prioridad', type: 'select', options: ['alta', 'baja'], required: false },
      ],
    },
  ],
};

/** The dialogs wired to the real machine, as the chat screen wires them. */
function Harness({ resend, start }: { resend: (p: ResendParams) => void; start: 'services' | 'form' }) {
  const [state, send] = useMachine(chatPromptMachine.provide({ actions: { resend: (_, p) => resend(p) } }));
  if (state.matches('idle') && state.context.message === '') {
    queueMicrotask(() =>
      send(start === 'services' ? { type: 'prompt.services', groups, message: 'avísame' } : { type: 'prompt.form', form, message: 'avísame' }),
    );
  }
  return (
    <>
      <ServiceSelectionDialog
        open={state.matches('selectingServices')}
        groups={state.context.groups}
        selected={state.context.selected}
        onToggle={(serviceId) => send({ type: 'service.toggle', serviceId })}
        onContinue={() => send({ type: 'submit' })}
        onCancel={() => send({ type: 'cancel' })}
      />
      <SmartFormDialog
        open={state.matches('fillingForm')}
        form={state.context.form}
        values={state.context.values}
        errors={state.context.errors}
        onChange={(fieldId, value) => send({ type: 'form.change', fieldId, value })}
        onSubmit={() => send({ type: 'submit' })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </>
  );
}

describe('service selection dialog', () => {
  it('keeps Continuar disabled until a service is chosen, then resends the message with it', async () => {
    const resend = vi.fn();
    const user = userEvent.setup();
    render(<Harness resend={resend} start="services" />);
    const dialog = await screen.findByRole('dialog', { name: 'Elige los servicios' });
    const cont = within(dialog).getByRole('button', { name: 'Continuar' });
    expect(cont).toBeDisabled();
    await user.click(within(dialog).getByLabelText(/Telegram/));
    expect(cont).toBeEnabled();
    expect(within(dialog).getByText('1 seleccionado')).toBeInTheDocument();
    await user.click(cont);
    expect(resend).toHaveBeenCalledWith({ message: 'avísame', selectedServices: ['telegram'] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('smart form dialog', () => {
  it("is titled as the spec says, marks required fields, shows Spanish errors and sends the inputs", async () => {
    const resend = vi.fn();
    const user = userEvent.setup();
    render(<Harness resend={resend} start="form" />);
    const dialog = await screen.findByRole('dialog', { name: 'Complete Missing Parameters' });
    expect(within(dialog).getByText('Fill in the required information to continue')).toBeInTheDocument();
    // required fields carry an asterisk; the optional select does not
    expect(within(dialog).getByText('Canal').parentElement!.textContent).toContain('*');
    expect(within(dialog).getByText('Prioridad').textContent).not.toContain('*');
    // long text renders as a textarea limited to 1000 characters; email gets an email input
    expect(within(dialog).getByLabelText(/Mensaje/).tagName).toBe('TEXTAREA');
    expect(within(dialog).getByLabelText(/Mensaje/)).toHaveAttribute('maxlength', '1000');
    expect(within(dialog).getByLabelText(/Para/)).toHaveAttribute('type', 'email');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Este campo es obligatorio',
      'Este campo es obligatorio',
      'Este campo es obligatorio',
    ]);
    expect(resend).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Canal/), '#ventas');
    await user.type(within(dialog).getByLabelText(/Mensaje/), 'Nuevo pedido');
    await user.type(within(dialog).getByLabelText(/Para/), 'ana@tienda.mx');
    await user.selectOptions(within(dialog).getByLabelText(/Prioridad/), 'alta');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(resend).toHaveBeenCalledWith({
      message: 'Canal: #ventas · Mensaje: Nuevo pedido · Para: ana@tienda.mx · Prioridad: alta',
      formInputs: { '2.channel': '#ventas', '2.message': 'Nuevo pedido', '3.to': 'ana@tienda.mx', '3.priority': 'alta' },
    });
  });
});
