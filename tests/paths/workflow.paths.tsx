/** workflow — 'Guardar', the 'Activo' switch and 'Ejecutar' in the chat header; 'cambios sin guardar'. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { PlanStep } from '../../contracts';
import { workflowMachine } from '../../machines/workflow.machine';
import { t } from '../../src/i18n/messages';
import { workflowChanges } from '../../src/i18n/workflowChanges';
import { CHAT_ID, chatMessages, chatScreenApi, chatSession, PLAN, renderChatScreen } from './chatScreen';
import { done, failed, http, type PathContext, type ScreenPaths } from './runner';

const OLD_PLAN = [PLAN[0], { ...PLAN[1], params: { to: 'viejo@tienda.mx' } }] as PlanStep[];
const planName = (p: PlanStep[] | null) => (p === null ? null : p === OLD_PLAN ? 'old' : p[1]?.params?.to === 'ana@tienda.mx' ? 'plan' : 'other');
const RESULTS = { execution_results: [{ step: 1, node_id: 'webhook', action_id: 'webhook_received', status: 'success' }, { step: 2, node_id: 'email', action_id: 'send_email', status: 'success' }] };

// the chat header (the page has more than one banner)
const header = () => screen.getByRole('switch').closest('header') as HTMLElement;
const statusRoute = (ctx: PathContext) => (ctx.api.waiting('GET /api/chat/c2/workflow-status') ? 'GET /api/chat/c2/workflow-status' : `GET /api/chat/${CHAT_ID}/workflow-status`);

export const workflowPaths: ScreenPaths = {
  name: 'workflow',
  machine: workflowMachine,
  inputs: [{ input: { chatId: CHAT_ID } }, { input: { chatId: null }, explore: false }],
  contextKey: (s) => [s.context.chatId, planName(s.context.plan), s.context.flowId, s.context.isActive, !!s.context.error, planName(s.context.savedPlan)],
  events: (s) => {
    const c = s.context;
    const busy = ['saving', 'toggling', 'executing'].find((k) => s.matches({ decision: k }));
    const loads = [
      done('loadStatus', { flowId: null, isActive: false, savedPlan: null }),
      done('loadStatus', { flowId: 'f1', isActive: true, savedPlan: OLD_PLAN }),
      failed('loadStatus', { status: 500, detail: 'fallo' }),
    ];
    // on the other chat the screen waits for its messages: only its flow's status is followed
    if (c.chatId !== CHAT_ID) return loads;
    return [
      ...(c.plan === null && c.chatId === CHAT_ID ? [{ type: 'workflow.setPlan', plan: PLAN }] : []),
      { type: 'workflow.save' },
      { type: 'workflow.toggleActive' },
      // 'Ejecutar' waits for a plan (and for the chat: the model's plan is the chat's)
      ...(c.plan ? [{ type: 'workflow.execute' }] : []),
      ...(c.chatId === CHAT_ID ? [{ type: 'workflow.chatChanged', chatId: 'c2' }] : []),
      ...(c.error ? [{ type: 'workflow.dismissError' }] : []),
      ...loads,
      ...(busy === 'saving' ? [done('decide', { success: true, flow_id: 'f1', message: 'Workflow guardado' })] : []),
      ...(busy === 'toggling' ? [done('decide', { success: true, flow_id: c.flowId, is_active: c.isActive })] : []),
      ...(busy === 'executing' ? [done('decide', { success: true, flow_id: 'f1', metadata: RESULTS })] : []),
      done('decide', { success: false, message: 'El servidor no pudo completar la acción' }),
      failed('decide', { status: 500, detail: 'Error interno' }),
    ];
  },
  setup: (ctx) => chatScreenApi(ctx.api, { skip: [`GET /api/chats/${CHAT_ID}/messages`, `GET /api/chats/${CHAT_ID}`, `GET /api/chat/${CHAT_ID}/workflow-status`] }),
  actions: {
    'xstate.init': (ctx) => void renderChatScreen((ctx.input as { chatId: string | null }).chatId),
    // the chat's plan arrives with its messages
    'workflow.setPlan': async (ctx) => {
      await ctx.api.reply(`GET /api/chats/${CHAT_ID}/messages`, { body: chatMessages(PLAN) });
      await ctx.api.reply(`GET /api/chats/${CHAT_ID}`, { body: chatSession(PLAN) });
    },
    'workflow.save': (ctx) => ctx.user.click(within(header()).getByRole('button', { name: /^(Guardar|Guardando\.\.\.)$/ })),
    'workflow.toggleActive': (ctx) => ctx.user.click(within(header()).getByRole('switch')),
    'workflow.execute': (ctx) => ctx.user.click(within(header()).getByRole('button', { name: /Ejecutar/ })),
    'workflow.chatChanged': (ctx) => ctx.user.click(screen.getByRole('link', { name: 'Otro chat' })),
    'workflow.dismissError': (ctx) => ctx.user.click(within(screen.getByRole('alert')).getByRole('button', { name: t.chat.dismiss })),
    'xstate.done.actor.loadStatus': async (ctx, e) => {
      const o = e.output;
      await ctx.api.reply(statusRoute(ctx), { body: { workflow_status: o.flowId ? { flow_id: o.flowId, is_active: o.isActive, saved_plan: o.savedPlan } : null } });
    },
    'xstate.error.actor.loadStatus': async (ctx, e) => void (await ctx.api.reply(statusRoute(ctx), { status: e.error.status, body: { detail: e.error.detail } })),
    ...http('decide', 'POST /api/chat/workflow-decision'),
  },
  states: {
    // 'Guardar', 'Activo' and 'Ejecutar' wait while the chat's saved workflow is looked up (a save then was dropped).
    'decision.loadingStatus': () => expect(within(header()).getByRole('button', { name: /^Guardar$/ })).toBeDisabled(),
    'decision.idle': (_ctx, s) => {
      expect(within(header()).getByRole('button', { name: /^Guardar$/ })).toBeEnabled();
      expect(within(header()).getByRole('switch')).toBeEnabled();
      expect(within(header()).getByText(s.context.isActive ? t.chat.active : t.chat.inactive)).toBeInTheDocument();
      if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(s.context.error);
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    'decision.saving': () => expect(within(header()).getByRole('button', { name: t.chat.saving })).toBeDisabled(),
    'decision.toggling': (_ctx, s) => {
      // optimistic: the switch shows the new value at once
      expect(within(header()).getByRole('switch')).toBeDisabled();
      expect(within(header()).getByText(s.context.isActive ? t.chat.active : t.chat.inactive)).toBeInTheDocument();
    },
    'decision.executing': () => expect(within(header()).getByRole('button', { name: new RegExp(t.chat.processing) })).toBeDisabled(),
    'changes.noFlow': () => expect(screen.queryByTestId('unsaved-changes')).not.toBeInTheDocument(),
    'changes.saved': () => expect(screen.queryByTestId('unsaved-changes')).not.toBeInTheDocument(),
    'changes.unsaved': () => expect(screen.getByTestId('unsaved-changes')).toHaveTextContent(workflowChanges.unsaved),
  },
  excluded: {
    'workflow.decision.idle --workflow.execute[1]--> (self)': "'Ejecutar' is disabled without a plan ('Crea un workflow primero'): the alert cannot be reached from the screen",
  },
};
