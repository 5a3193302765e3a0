/** chat — sending a message on the chat screen (/chat and /chat/:id), loading a chat, the error banner. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { chatMachine } from '../../machines/chat.machine';
import { planKey } from '../../src/app/actors';
import { t } from '../../src/i18n/messages';
import { planTools } from '../../src/i18n/planTools';
import { CATALOGUE, CHAT_ID, chatMessages, chatScreenApi, PLAN, renderChatScreen } from './chatScreen';
import { done, failed, http, type PathContext, type ScreenPaths } from './runner';

const NOW = '2026-11-24T08:00:00.000Z';
const reply = (plan: boolean) => ({
  session_id: CHAT_ID,
  user_message: { id: 'u1', role: 'user', content: 'Quiero avisar por correo', timestamp: NOW },
  message: { id: 'a1', role: 'assistant', content: plan ? 'Te propongo este plan' : '¿Qué servicio usas?', timestamp: NOW, metadata: plan ? { execution_plan: PLAN } : {} },
  ...(plan ? { execution_plan: PLAN } : {}),
});
const EDITED = { ...PLAN[1], params: { to: 'pedidos@tienda.mx' } };

const input = () => screen.getByRole('textbox', { name: t.chat.inputLabel });
const sendButton = () => screen.getByRole('button', { name: t.chat.send });
const loadRoute = (ctx: PathContext, suffix = '') => {
  const id = ctx.api.waiting(`GET /api/chats/c2${suffix}`) ? 'c2' : CHAT_ID;
  return `GET /api/chats/${id}${suffix}`;
};

export const chatPaths: ScreenPaths = {
  name: 'chat',
  machine: chatMachine,
  inputs: [{ input: { chatId: CHAT_ID } }, { input: { chatId: null } }],
  contextKey: (s) => [s.context.chatId, !!s.context.plan, !!s.context.error, s.context.messages.length > 0],
  events: (s) => [
    { type: 'chat.send', text: 'Quiero avisar por correo' },
    ...(s.context.chatId === CHAT_ID ? [{ type: 'chat.load', chatId: 'c2' }] : []),
    ...(s.context.error ? [{ type: 'chat.dismissError' }] : []),
    ...(s.context.plan && s.matches('ready') ? [{ type: 'plan.replaceStep', step: EDITED }] : []),
    done('loadMessages', { messages: chatMessages(PLAN), plan: PLAN }),
    done('loadMessages', { messages: [], plan: null }),
    failed('loadMessages', { status: 500, detail: 'No se pudieron cargar los mensajes' }),
    done('createChat', { session_id: CHAT_ID, title: 'Nuevo chat', created_at: NOW, updated_at: NOW }),
    failed('createChat', { status: 500, detail: 'No se pudo crear el chat' }),
    done('sendMessage', reply(true)),
    done('sendMessage', reply(false)),
    failed('sendMessage', { status: 502, detail: 'El asistente no respondió' }),
  ],
  setup: (ctx) => {
    chatScreenApi(ctx.api, { skip: [`GET /api/chats/${CHAT_ID}/messages`, `GET /api/chats/${CHAT_ID}`] });
    ctx.api.always('GET /api/nodes', { body: CATALOGUE });
    // a plan cached in this browser: loading a chat restores it (plan.restored) before the server answers
    localStorage.setItem(planKey(CHAT_ID), JSON.stringify({ execution_plan: PLAN, workflow_created: true, timestamp: NOW, metadata: { session_id: CHAT_ID, status: null } }));
  },
  actions: {
    'xstate.init': (ctx) => void renderChatScreen((ctx.input as { chatId: string | null }).chatId),
    'chat.send': async (ctx, e) => {
      await ctx.user.type(input(), e.text);
      await ctx.user.keyboard('{Enter}');
    },
    'chat.load': (ctx) => ctx.user.click(screen.getByRole('link', { name: 'Otro chat' })),
    'chat.dismissError': (ctx) => ctx.user.click(within(screen.getByRole('alert')).getByRole('button', { name: t.chat.dismiss })),
    // the step editor's 'Guardar cambios' replaces the step
    'plan.replaceStep': async (ctx, e) => {
      await ctx.user.click(within(screen.getByTestId('execution-plan')).getAllByRole('button', { name: planTools.edit })[1]);
      const field = await screen.findByLabelText(/^Para/);
      await ctx.user.clear(field);
      await ctx.user.type(field, e.step.params.to);
      await ctx.user.click(screen.getByRole('button', { name: planTools.editor.save }));
    },
    'xstate.done.actor.loadMessages': async (ctx, e) => {
      await ctx.api.reply(loadRoute(ctx, '/messages'), { body: e.output.messages });
      await ctx.api.reply(loadRoute(ctx), { body: { session_id: CHAT_ID, title: 'Ventas', execution_plan: e.output.plan } });
    },
    'xstate.error.actor.loadMessages': async (ctx, e) => void (await ctx.api.reply(loadRoute(ctx, '/messages'), { status: e.error.status, body: { detail: e.error.detail } })),
    ...http('createChat', 'POST /api/chats/'),
    ...http('sendMessage', 'POST /api/chat'),
  },
  states: {
    loading: () => {
      expect(sendButton()).toBeDisabled();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
    ready: (_ctx, s) => {
      for (const m of s.context.messages) expect(screen.getAllByText(m.content).length).toBeGreaterThan(0);
      if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(s.context.error);
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(input()).toBeEnabled();
      if (s.context.plan) expect(screen.getByTestId('execution-plan')).toHaveTextContent(s.context.plan[1].params.to);
    },
    sending: (_ctx, s) => {
      // the message shows at once, marked as not yet sent, with the assistant's waiting bubble
      expect(screen.getAllByText(s.context.pending.text).length).toBeGreaterThan(0);
      expect(screen.getByRole('img', { name: t.chat.tempMessage })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveClass('message-waiting');
      expect(sendButton()).toBeDisabled();
    },
  },
  excluded: {
    'chat --chat.appendMessage[0]--> (self)': 'sent by the workflow machine with its confirmation (save/activate/execute): the workflow table drives those decisions',
    'chat --plan.set[0]--> (self)': 'no module sends plan.set today (kept for callers that replace the whole plan)',
  },
};
