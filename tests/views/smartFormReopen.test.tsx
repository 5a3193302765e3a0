import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionProvider } from '../../src/app';
import { preferences } from '../../src/stores/preferences';
import { ChatRoute } from '../../src/views/chat/ChatRoute';

const api = vi.hoisted(() => ({
  create: vi.fn(),
  send: vi.fn(),
  messages: vi.fn(async (): Promise<unknown[]> => []),
  authStep: vi.fn(),
}));

vi.mock('../../src/api/endpoints', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/endpoints')>();
  return {
    ...real,
    chats: { ...real.chats, create: api.create, messages: api.messages, list: vi.fn(async () => []), get: vi.fn(async () => ({ execution_plan: null })) },
    chat: { ...real.chat, send: api.send, workflowStatus: vi.fn(async () => ({ workflow_status: { flow_id: null, is_active: false } })) },
    flows: { ...real.flows, list: vi.fn(async () => []) },
    discovery: { ...real.discovery, authStep: api.authStep, available: vi.fn(async () => []) },
    credentials: { ...real.credentials, list: vi.fn(async () => []) },
    oauthApps: { ...real.oauthApps, list: vi.fn(async () => []) },
  };
});

const SESSION = { session_id: 'form-reopen-1111-2222-333333333333', title: 'Nuevo chat', created_at: '', updated_at: '' };
/** Another chat id: the chat screen keeps one actor pair per chat id for the whole module. */
const RELOADED = 'form-reload-1111-2222-333333333333';
const PLAN = [
  { step: 1, node_id: 'webhook', action_id: 'webhook_received', node_name: 'Webhook', action_name: 'Webhook recibido', params: {} },
  { step: 2, node_id: 'email', action_id: 'send_email', node_name: 'Correo (SMTP)', action_name: 'Enviar correo', params: { to: '' } },
];
const FORM = {
  title: 'Completa la información que falta',
  sections: [{ title: 'Paso 2: Correo (SMTP) — Enviar correo', fields: [{ id: '2.to', label: 'Para', type: 'string' as const, format: 'email', required: true }] }],
};
const ASKED = 'Solo me faltan algunos datos: llena el formulario y lo dejo completo.';
const SMTP = { service_id: 'email', service_name: 'Correo (SMTP)', mechanism: 'smtp' };

function renderChat(chatId: string | null) {
  return render(
    <SessionProvider input={{ accessToken: 'tk', refreshToken: null }} deps={{ navigate: vi.fn(), alert: vi.fn(), storage: null }}>
      <Router hook={memoryLocation({ path: chatId ? `/chat/${chatId}` : '/chat' }).hook}>
        <ChatRoute chatId={chatId} loggedIn />
      </Router>
    </SessionProvider>,
  );
}

const FORM_DIALOG = 'Complete Missing Parameters';
const REOPEN = 'Completar formulario';

beforeEach(() => {
  preferences.mode = 'classic';
  Object.values(api).forEach((f) => f.mockReset());
  api.messages.mockResolvedValue([]);
  api.authStep.mockImplementation(() => new Promise(() => {}));
});
afterEach(cleanup);

describe('the smart form comes back from the message that asked for it', () => {
  it('after closing it: the button reopens it with what was typed; sending it removes the button', async () => {
    api.create.mockResolvedValue(SESSION);
    api.send.mockResolvedValueOnce({
      reply: ASKED, session_id: SESSION.session_id, status: 'smart_forms_required', workflow_action: 'plan_created',
      execution_plan: PLAN, smart_form: FORM, smart_forms_required: true,
    });
    let answer!: (v: unknown) => void;
    api.send.mockReturnValueOnce(new Promise((r) => (answer = r)));
    renderChat(null);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mensaje para el asistente' }), 'cuando llegue un pedido mándame un correo{Enter}');

    const dialog = await screen.findByRole('dialog', { name: FORM_DIALOG });
    await user.type(within(dialog).getByLabelText(/Para/), 'ana@');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: REOPEN }));
    const again = await screen.findByRole('dialog', { name: FORM_DIALOG });
    expect(within(again).getByLabelText(/Para/)).toHaveValue('ana@');
    await user.type(within(again).getByLabelText(/Para/), 'tienda.mx');
    await user.click(within(again).getByRole('button', { name: 'Enviar' }));
    expect(api.send).toHaveBeenCalledTimes(2);
    expect(api.send.mock.calls[1][0]).toMatchObject({ frontend_user_inputs: { '2.to': 'ana@tienda.mx' } });
    // while the answer is on its way the button is gone; the new plan needs no form
    expect(screen.queryByRole('button', { name: REOPEN })).not.toBeInTheDocument();
    await act(async () => answer({
      reply: 'Gracias, ya agregué los datos que me diste.', session_id: SESSION.session_id, status: 'plan_ready', workflow_action: 'plan_updated',
      execution_plan: [PLAN[0], { ...PLAN[1], params: { to: 'ana@tienda.mx' } }],
    }));
    expect(await screen.findByText(/Gracias, ya agregué/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REOPEN })).not.toBeInTheDocument();
  });

  it('after a reload: the stored message keeps its smart form, and the button opens it', async () => {
    api.messages.mockResolvedValue([
      { id: 'm1', role: 'user', content: 'cuando llegue un pedido mándame un correo', timestamp: '2026-11-20T10:00:00.000Z', metadata: { session_id: SESSION.session_id } },
      {
        id: 'm2', role: 'assistant', content: ASKED, timestamp: '2026-11-20T10:00:00.001Z',
        metadata: { session_id: SESSION.session_id, status: 'smart_forms_required', workflow_action: 'plan_created', execution_plan: PLAN, smart_form: FORM, smart_forms_required: true },
      },
    ]);
    renderChat(RELOADED);
    expect(await screen.findByText(ASKED)).toBeInTheDocument();
    // nothing opens by itself on a reload…
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // …and the message that asked offers the form
    const asked = screen.getByText(ASKED).closest('.message') as HTMLElement;
    await userEvent.click(await within(asked).findByRole('button', { name: REOPEN }));
    const dialog = await screen.findByRole('dialog', { name: FORM_DIALOG });
    expect(within(dialog).getByLabelText(/Para/)).toHaveValue('');
  });
});

describe('the smart form and the service authentication modal never stack', () => {
  it('a reply with a form and a missing SMTP connection shows the form first, then the connection', async () => {
    api.create.mockResolvedValue(SESSION);
    api.send.mockResolvedValueOnce({
      reply: ASKED, session_id: SESSION.session_id, status: 'smart_forms_required', workflow_action: 'plan_created',
      execution_plan: PLAN, smart_form: FORM, smart_forms_required: true, oauth_requirements: [SMTP],
    });
    api.send.mockReturnValue(new Promise(() => {}));
    renderChat(null);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mensaje para el asistente' }), 'cuando llegue un pedido mándame un correo{Enter}');

    await screen.findByRole('dialog', { name: FORM_DIALOG });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(api.authStep).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const auth = await screen.findByRole('dialog', { name: 'Autenticar Correo (SMTP)' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // the form asked for while the connection is on screen waits for it
    fireEvent.click(screen.getByRole('button', { name: REOPEN, hidden: true }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(auth).toBeInTheDocument();
    fireEvent.click(within(auth).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByRole('dialog', { name: FORM_DIALOG })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
