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

const services = () => screen.queryByRole('dialog', { name: 'Elige los servicios' });
const form = () => screen.queryByRole('dialog', { name: 'Complete Missing Parameters' });

/** The assistant answers the message in flight (or a new one the person sends) with a question. */
async function assistantAsks(ctx: PathContext, answer: object) {
  if (!ctx.api.waiting('POST /api/chat')) {
    await ctx.user.type(screen.getByRole('textbox', { name: t.chat.inputLabel }), ASK);
    await ctx.user.keyboard('{Enter}');
  }
  await ctx.api.reply('POST /api/chat', { body: { session_id: 'c1', response: 'Necesito un dato más', ...answer } });
}

export const chatPromptPaths: ScreenPaths = {
  name: 'chatPrompt',
  machine: chatPromptMachine,
  contextKey: (s) => [s.context.selected.length, Object.keys(s.context.errors).length, !!s.context.values['2.channel']],
  events: (s) => [
    // a question comes with the assistant's answer; while a dialog is open the chat cannot be used
    ...(s.matches('idle') ? [{ type: 'prompt.services', groups: GROUPS, message: ASK }, { type: 'prompt.form', form: FORM, message: ASK }] : []),
    { type: 'service.toggle', serviceId: 'slack' },
    { type: 'form.change', fieldId: '2.channel', value: '#ventas' },
    // 'Continuar' waits for a chosen service
    ...(s.matches('selectingServices') && s.context.selected.length === 0 ? [] : [{ type: 'submit' }]),
    { type: 'cancel' },
  ],
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
    cancel: (ctx) => ctx.user.click(within((services() ?? form())!).getByRole('button', { name: 'Cancelar' })),
  },
  states: {
    idle: () => {
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
  excludedStates: {
    'chatPrompt.waitingForAuth': 'reached only while the requirement queue’s connection modal is open (auth.opened/closed); that flow is the oauthRequirements/serviceConnection screens’',
  },
  excluded: {
    'chatPrompt --auth.required[0]--> (self)': 'a reply with oauth_requirements goes on to the requirement queue and its OAuth popup (serviceConnection / oauthPopup tables)',
    'chatPrompt --auth.opened[0]--> (self)': 'the queue’s modal opening (see auth.required)',
    'chatPrompt --auth.closed[0]--> (self)': 'the queue’s modal closing (see auth.required)',
    'chatPrompt --prompt.services[0]--> chatPrompt.waitingForAuth': 'a question while the queue’s modal is open (see auth.required)',
    'chatPrompt --prompt.form[0]--> chatPrompt.waitingForAuth': 'a question while the queue’s modal is open (see auth.required)',
    'chatPrompt.selectingServices --auth.required[0]--> (self)': 'see auth.required',
    'chatPrompt.selectingServices --auth.opened[0]--> chatPrompt.waitingForAuth': 'see auth.required',
    'chatPrompt.fillingForm --auth.required[0]--> (self)': 'see auth.required',
    'chatPrompt.fillingForm --auth.opened[0]--> chatPrompt.waitingForAuth': 'see auth.required',
    'chatPrompt.waitingForAuth --auth.closed[0]--> chatPrompt.selectingServices': 'see auth.required',
    'chatPrompt.waitingForAuth --auth.closed[1]--> chatPrompt.fillingForm': 'see auth.required',
  },
};
