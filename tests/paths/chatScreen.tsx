/** The chat screen (/chat/:id) as the app renders it, over the fake API: a shared harness for the tables. */
import { render } from '@testing-library/react';
import { Link, Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Catalogue, PlanStep } from '../../contracts';
import { SessionProvider } from '../../src/app';
import { preferences } from '../../src/stores/preferences';
import { ChatRoute } from '../../src/views/chat/ChatRoute';
import type { FakeApi } from './fakeApi';

export const CHAT_ID = 'c1';
export const FLOW_ID = 'f1';

export const PLAN: PlanStep[] = [
  { step: 1, node_id: 'webhook', action_id: 'webhook_received', node_name: 'Webhook', action_name: 'Webhook recibido', params: {} },
  { step: 2, node_id: 'email', action_id: 'send_email', node_name: 'Correo', action_name: 'Enviar correo', params: { to: 'ana@tienda.mx' } },
] as PlanStep[];

export const CATALOGUE: Catalogue = {
  nodes: [
    {
      node_id: 'email', name: 'Correo (SMTP)', service: 'email', category: 'communication', auth: { mechanism: 'api_key' }, webhook: false,
      actions: [{
        action_id: 'send_email', name: 'Enviar correo', description: '', kind: 'action',
        schema: { type: 'object', properties: { to: { type: 'string', description: 'Para', format: 'email' } }, required: ['to'] },
      }],
    },
  ],
} as unknown as Catalogue;

// Radix's Switch measures itself inside a form; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

export const chatMessages = (plan: PlanStep[] | null) =>
  plan ? [{ id: 'm1', role: 'assistant', content: 'Este es tu plan', timestamp: '2026-11-24T08:00:00Z', metadata: { execution_plan: plan } }] : [];
export const chatSession = (plan: PlanStep[] | null) => ({ session_id: CHAT_ID, title: 'Ventas', execution_plan: plan });

/** Standing answers for the chat screen's own loads (not the machine under test); `skip` leaves routes to the test. */
export function chatScreenApi(api: FakeApi, { plan = PLAN as PlanStep[] | null, flow = null as { flow_id: string; is_active: boolean; saved_plan?: PlanStep[] } | null, skip = [] as string[] } = {}) {
  const rules: [string, unknown][] = [
    [`GET /api/chats/${CHAT_ID}/messages`, chatMessages(plan)],
    [`GET /api/chats/${CHAT_ID}`, chatSession(plan)],
    [`GET /api/chat/${CHAT_ID}/workflow-status`, { workflow_status: flow }],
    [`PATCH /api/chats/${CHAT_ID}`, { session_id: CHAT_ID, title: 'Ventas' }],
    ['GET /api/llm/providers', []],
    ['GET /api/llm/health', { status: 'ok', providers: [] }],
    ['GET /api/flows', []],
  ];
  for (const [route, body] of rules) if (!skip.includes(route)) api.always(route, { body });
}

export function renderChatScreen(chatId: string | null = CHAT_ID, deps: Parameters<typeof SessionProvider>[0]['deps'] = {}) {
  preferences.mode = 'classic';
  return render(
    <SessionProvider input={{ accessToken: 'tk', refreshToken: 'r' }} deps={{ navigate: () => {}, log: () => {}, ...deps }}>
      <Router hook={memoryLocation({ path: chatId ? `/chat/${chatId}` : '/chat' }).hook}>
        {/* the sidebar's way to another chat: the same screen, another chat id */}
        <Link href="/chat/c2">Otro chat</Link>
        <Route path="/chat">
          <ChatRoute chatId={null} loggedIn />
        </Route>
        <Route path="/chat/:id">{(params) => <ChatRoute chatId={params.id} loggedIn />}</Route>
      </Router>
    </SessionProvider>,
  );
}
