import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, StrictMode, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { clearInFlight } from '../../src/api/client';
import { clearTokens, setTokens } from '../../src/api/tokens';
import { SessionProvider, useSession } from '../../src/app/session';
import { useChatScreen, useChatScreenState, useWorkflowList } from '../../src/app/hooks';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const plan = [{ step: 1, node_id: 'webhook', action_id: 'receive' }];

let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>;
let releaseChat!: () => void;
let logoutBodies: unknown[] = [];

function wrapper({ children }: { children: ReactNode }) {
  return createElement(
    StrictMode,
    null,
    createElement(SessionProvider, { deps: { navigate, alert: vi.fn(), notify: vi.fn(), storage: localStorage }, input: { accessToken: 't', refreshToken: 'r' }, children }),
  );
}

beforeEach(() => {
  localStorage.clear();
  clearInFlight();
  setTokens({ accessToken: 't', refreshToken: 'r' });
  navigate = vi.fn();
  logoutBodies = [];
  const gate = new Promise<void>((r) => (releaseChat = r));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/chats/' && req.method === 'POST') return json(200, { session_id: 'new-1', title: 'Nuevo chat', created_at: '', updated_at: '' });
      if (path === '/api/chat' && req.method === 'POST') {
        await gate;
        return json(200, { reply: 'Aquí está tu plan', session_id: 'new-1', status: 'plan_ready', workflow_action: null, execution_plan: plan });
      }
      if (path.endsWith('/messages')) return json(200, []);
      if (path.endsWith('/workflow-status')) return json(200, { workflow_status: { flow_id: null, is_active: false } });
      if (path === '/api/flows') return json(200, []);
      if (path === '/api/auth/logout') {
        logoutBodies.push(await req.json());
        return new Response(null, { status: 204 });
      }
      return json(404, { detail: 'Ruta no encontrada' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearTokens();
});

describe('src/app hooks', () => {
  it('useSession reflects the session machine; logout signs the session out on the server', async () => {
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.loggedIn).toBe(true);
    act(() => result.current.logout());
    expect(result.current.loggedIn).toBe(false);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(logoutBodies).toEqual([{ refresh_token: 'r' }]);
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('temporary chat: first message creates the session, replaces the URL, and the actors survive the remount at /chat/{id}', async () => {
    const first = renderHook(() => {
      const refs = useChatScreen(null);
      return { refs, state: useChatScreenState(refs) };
    }, { wrapper });
    const chatRef = first.result.current.refs.chat;
    act(() => chatRef.send({ type: 'chat.send', text: 'Cuando llegue un webhook avísame' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/chat/new-1', { replace: true }));
    expect(first.result.current.state.messages[0]).toMatchObject({ isTemp: true });

    // the router renders another <Route>: old screen unmounts, new one mounts with the id
    first.unmount();
    const second = renderHook(() => {
      const refs = useChatScreen('new-1');
      return { refs, state: useChatScreenState(refs) };
    }, { wrapper });
    expect(second.result.current.refs.chat).toBe(chatRef);
    await act(async () => releaseChat());
    await waitFor(() => expect(second.result.current.state.sending).toBe(false));
    expect(second.result.current.state.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Cuando llegue un webhook avísame'],
      ['assistant', 'Aquí está tu plan'],
    ]);
    expect(second.result.current.state.plan).toEqual(plan);
    // the plan reached the workflow machine too
    expect(second.result.current.refs.workflow.getSnapshot().context.plan).toEqual(plan);
    expect(JSON.parse(localStorage.getItem('workflow_new-1')!).execution_plan).toEqual(plan);
    second.unmount();
  });
});

describe('actors under StrictMode (mount → unmount → mount)', () => {
  it('useWorkflowList loads the flows instead of failing with the first mount\'s aborted request', async () => {
    const flow = { flow_id: 'f1', name: 'Mi flujo', chat_id: null, chat_title: null, is_active: true };
    vi.stubGlobal('fetch', vi.fn(async (req: Request) => {
      if (new URL(req.url).pathname === '/api/flows') {
        await new Promise((r) => setTimeout(r, 20));
        return json(200, [flow]);
      }
      return json(404, { detail: 'Ruta no encontrada' });
    }));
    // RTL's own StrictMode really double-invokes effects (a StrictMode element in the wrapper does not here)
    const { result } = renderHook(() => useWorkflowList(), { wrapper, reactStrictMode: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.flows).toEqual([flow]);
  });
});
