/** chatPrompt — the assistant's questions on the chat screen: 'Elige los servicios' and the smart form. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ServiceGroup, SmartForm } from '../../contracts';
import { chatPromptMachine } from '../../machines/chatPrompt.machine';
import { t } from '../../src/i18n/messages';
import { chatScreenApi, renderChatScreen } from './chatScreen';
import type { PathContext, ScreenPaths } from './runner';

const GROUPS: ServiceGroup[] = [{ category: 'Notificaciones', services: [{ service_id: 'slack', service_name: 'Slack' }, { service_id: 'telegram', service_name: 'Telegram' }] }];
const FORM: SmartForm = { title: 'Completa la información que falta', sections: [{ title: 'Paso 2: Slack', fields: [{ id: '2.channel', label: 'Canal', type: 'string', required: true }] }] };
const ASK = 'Avísame de cada venta';

const GMAIL = { service_id: 'gmail', service_name: 'Gmail', mechanism: 'oauth2' };
const authModal = () => screen.queryByRole('dialog', { name: 'Autenticar Gmail' });
const services = () => screen.queryByRole('dialog', { name: 'Elige los servicios' });
const form = () => screen.queryByRole('dialog', { name: 'Complete Missing Parameters' });

/** This question's reply also names a missing connection: the path asks for one before the next question. */
function namesConnection(ctx: PathContext) {
  for (const e of ctx.rest) {
    if (e.type === 'auth.required') return true;
    if (e.type.startsWith('prompt.') || e.type === 'auth.opened') return false;
  }
  return false;
}

/** The assistant answers the message in flight (or a new one the person sends) with a question. */
async function assistantAsks(ctx: PathContext, answer: object) {
  // a reply that also names a missing connection (the path's next step is auth.required)
  if (namesConnection(ctx)) answer = { ...answer, oauth_requirements: [GMAIL] };
  if (!ctx.api.waiting('POST /api/chat')) {
    await ctx.user.type(screen.getByRole('textbox', { name: t.chat.inputLabel }), ASK);
    await ctx.user.keyboard('{Enter}');
  }
  await ctx.api.reply('POST /api/chat', { body: { session_id: 'c1', response: 'Necesito un dato más', ...answer } });
}

export const chatPromptPaths: ScreenPaths = {
  name: 'chatPrompt',
  machine: chatPromptMachine,
  contextKey: (s) => [s.context.selected.length, Object.keys(s.context.errors).length, !!s.context.values['2.channel'], s.context.authOpen, !!s.context.authWaiting, s.context.parked],
  events: (s) => {
    // a connection asked for with a question stays parked until the question is answered: the path ends there
    if (s.context.authWaiting) return [];
    const idle = s.matches('idle');
    const asking = s.matches('selectingServices') || s.matches('fillingForm');
    return [
    // a question comes with the assistant's answer; while a dialog is open the chat cannot be used
    ...(idle ? [{ type: 'prompt.services', groups: GROUPS, message: ASK }, { type: 'prompt.form', form: FORM, message: ASK }] : []),
    // the connection modal opens (idle) and closes; a connection named with a question waits for it
    ...(idle && !s.context.authOpen ? [{ type: 'auth.opened' }] : []),
    ...(s.context.authOpen ? [{ type: 'auth.closed' }] : []),
    ...(asking ? [{ type: 'auth.required', requirements: [GMAIL], chatId: 'c1' }] : []),
    { type: 'service.toggle', serviceId: 'slack' },
    { type: 'form.change', fieldId: '2.channel', value: '#ventas' },
    // 'Continuar' waits for a chosen service
    ...(s.matches('selectingServices') && s.context.selected.length === 0 ? [] : [{ type: 'submit' }]),
    { type: 'cancel' },
    ];
  },
  setup: (ctx) => chatScreenApi(ctx.api, { plan: null }),
  actions: {
    'xstate.init': async () => {
      renderChatScreen();
      await screen.findByRole('textbox', { name: t.chat.inputLabel });
    },
    'prompt.services': (ctx) => assistantAsks(ctx, { status: 'clarification_needed', service_groups: GROUPS }),
    'prompt.form': (ctx) => assistantAsks(ctx, { smart_form: FORM }),
    'service.toggle': (ctx) => ctx.user.click(within(services()!).getByLabelText(/Slack/)),
    'form.change': async (ctx, e) => {
      const field = within(form()!).getByLabelText(/Canal/);
      await ctx.user.clear(field);
      await ctx.user.type(field, e.value);
    },
    submit: (ctx) => ctx.user.click(services() ? within(services()!).getByRole('button', { name: 'Continuar' }) : within(form()!).getByRole('button', { name: 'Enviar' })),
    /**
     * The queue's modal opens for a reply that names a missing connection. When a question follows
     * (it arrives under the open modal), the reply in flight is the answer to an earlier question
     * that named the connection: 'Elige los servicios' with Gmail missing, Slack, 'Continuar'.
     */
    'auth.opened': async (ctx) => {
      if (ctx.next?.type.startsWith('prompt.')) {
        await assistantAsks(ctx, { status: 'clarification_needed', service_groups: GROUPS, oauth_requirements: [GMAIL] });
        const question = await screen.findByRole('dialog', { name: 'Elige los servicios' });
        await ctx.user.click(within(question).getByLabelText(/Slack/));
        await ctx.user.click(within(question).getByRole('button', { name: 'Continuar' }));
      } else await assistantAsks(ctx, { oauth_requirements: [GMAIL] });
      await screen.findByRole('dialog', { name: 'Autenticar Gmail' });
    },
    // came with the question's reply (the step before)
    'auth.required': (ctx) => expect(ctx.live().getSnapshot().context.authWaiting?.requirements).toEqual([GMAIL]),
    'auth.closed': (ctx) => ctx.user.keyboard('{Escape}'),
    cancel: (ctx) => ctx.user.click(within((services() ?? form())!).getByRole('button', { name: 'Cancelar' })),
  },
  states: {
    idle: (_ctx, s) => {
      expect(services()).not.toBeInTheDocument();
      expect(form()).not.toBeInTheDocument();
      expect(!!authModal()).toBe(s.context.authOpen);
    },
    // the question that came while the connection modal is open waits behind it
    waitingForAuth: () => {
      expect(authModal()).toBeInTheDocument();
      expect(services()).not.toBeInTheDocument();
      expect(form()).not.toBeInTheDocument();
    },
    selectingServices: (_ctx, s) => {
      const d = services()!;
      expect(d).toBeInTheDocument();
      expect(within(d).getByLabelText(/Slack/)).toHaveProperty('checked', s.context.selected.includes('slack'));
      expect(within(d).getByRole('button', { name: 'Continuar' })).toHaveProperty('disabled', s.context.selected.length === 0);
    },
    fillingForm: (_ctx, s) => {
      const d = form()!;
      expect(within(d).getByLabelText(/Canal/)).toHaveValue(s.context.values['2.channel'] ?? '');
      const alerts = within(d).queryAllByRole('alert').map((a) => a.textContent);
      expect(alerts).toEqual(Object.values(s.context.errors));
      expect(within(d).getByRole('button', { name: 'Enviar' })).toBeEnabled();
    },
  },
  excluded: {
    'chatPrompt.selectingServices --auth.opened[0]--> chatPrompt.waitingForAuth':
      'the queue opens its modal only after the question on screen is answered or closed (the connections wait for it): no screen opens it under a question',
    'chatPrompt.fillingForm --auth.opened[0]--> chatPrompt.waitingForAuth': 'as above, under the smart form',
  },
};
