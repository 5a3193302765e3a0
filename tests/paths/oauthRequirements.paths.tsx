/** oauthRequirements — the chat's requirement queue: 'Autenticar {service}' for each missing connection, 'n de total'. */
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { oauthRequirementsMachine } from '../../machines/oauthRequirements.machine';
import { t } from '../../src/i18n/messages';
import { chatScreenApi, renderChatScreen } from './chatScreen';
import type { PathContext, ScreenPaths } from './runner';
import { APP_ORIGIN, win } from './serviceAuth';

const s = t.serviceAuth;
const GMAIL = { service_id: 'gmail', service_name: 'Gmail', mechanism: 'oauth2' };
const SLACK = { service_id: 'slack', service_name: 'Slack', mechanism: 'oauth2' };
const authModal = () => screen.queryByRole('dialog', { name: /^Autenticar / });
const current = (ctx: PathContext) => ctx.live().getSnapshot().context.requirements[ctx.live().getSnapshot().context.index];
const retryAuth = () => screen.queryByRole('button', { name: new RegExp(s.retryAuth) });

/** The assistant answers (the message in flight, or one the person sends) that these services must be connected. */
async function assistantNeeds(ctx: PathContext, requirements: object[]) {
  if (!ctx.api.waiting('POST /api/chat')) {
    await ctx.user.type(screen.getByRole('textbox', { name: t.chat.inputLabel }), 'Avísame por correo');
    await ctx.user.keyboard('{Enter}');
  }
  await ctx.api.reply('POST /api/chat', { body: { session_id: 'c1', response: 'Conecta tus servicios', oauth_requirements: requirements } });
}

export const oauthRequirementsPaths: ScreenPaths = {
  name: 'oauthRequirements',
  machine: oauthRequirementsMachine,
  inputs: [{ input: { origins: { app: APP_ORIGIN } } }],
  contextKey: (st) => [st.context.requirements.length, st.context.index],
  events: (st) => {
    const c = st.context;
    const modalOpen = st.matches('connecting') || st.matches('advancing');
    return [
      // the chat can be used only while no connection modal is open
      ...(!modalOpen ? [{ type: 'queue.add', requirements: [GMAIL, SLACK], chatId: 'c1' }] : []),
      ...(st.matches('paused') && c.requirements.length < 3 ? [{ type: 'queue.add', requirements: [GMAIL, { service_id: 'sheets', service_name: 'Google Sheets', mechanism: 'oauth2' }], chatId: 'c1' }] : []),
      { type: 'queue.resume' },
      ...(!modalOpen ? [{ type: 'queue.reset' }] : []),
      ...(st.matches('connecting') ? [
        { type: 'xstate.done.actor.serviceConnection', output: { serviceId: c.requirements[c.index]?.service_id, connected: true } },
        { type: 'xstate.done.actor.serviceConnection', output: { serviceId: c.requirements[c.index]?.service_id, connected: false } },
      ] : []),
      ...(st.matches('advancing') ? [{ type: 'xstate.after.NEXT_REQUIREMENT.oauthRequirements.advancing' }] : []),
    ];
  },
  setup: (ctx) => {
    win.reset();
    chatScreenApi(ctx.api, { plan: null });
  },
  actions: {
    'xstate.init': async () => {
      renderChatScreen();
      await screen.findByRole('textbox', { name: t.chat.inputLabel });
    },
    'queue.add': (ctx, e) => assistantNeeds(ctx, e.requirements),
    'queue.resume': (ctx) => ctx.user.click(retryAuth()!),
    // another chat: its requirements are not this one's
    'queue.reset': (ctx) => ctx.user.click(screen.getByRole('link', { name: 'Otro chat' })),
    'xstate.done.actor.serviceConnection': async (ctx, e) => {
      const id = current(ctx).service_id;
      if (e.output.connected) {
        // the server says the service is connected; '¡Conexión exitosa!' closes by itself after 1.5 s
        await ctx.api.reply(`POST /api/v1/auth-service-discovery/service/${id}/auth-step`, { body: {} });
        await screen.findByText(s.success);
        act(() => ctx.live().getSnapshot().children.serviceConnection?.send({ type: 'xstate.after.SUCCESS_CLOSE.serviceConnection.success' }));
      } else {
        // the person closes the modal: the queue pauses
        await ctx.user.keyboard('{Escape}');
      }
    },
  },
  states: {
    idle: () => {
      expect(authModal()).not.toBeInTheDocument();
      expect(retryAuth()).not.toBeInTheDocument();
    },
    connecting: (_ctx, st) => {
      const c = st.context;
      expect(authModal()).toHaveAccessibleName(`Autenticar ${c.requirements[c.index].service_name}`);
      expect(screen.getByTestId('auth-progress')).toHaveTextContent(`${c.index + 1} de ${c.requirements.length}`);
    },
    // the finished requirement stays on screen for 100 ms
    advancing: (_ctx, st) => {
      expect(authModal()).toBeInTheDocument();
      expect(screen.getByTestId('auth-progress')).toHaveTextContent(new RegExp(`de ${st.context.requirements.length}$`));
    },
    paused: () => {
      expect(authModal()).not.toBeInTheDocument();
      expect(retryAuth()).toBeEnabled();
    },
  },
  excluded: {
    'oauthRequirements.connecting --queue.add[0]--> (self)': 'new requirements while a connection modal is open: the chat cannot be used under the modal',
    'oauthRequirements.advancing --queue.add[0]--> (self)': 'as above, during the 100 ms between two requirements',
  },
};
