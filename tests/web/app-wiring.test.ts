import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { clearInFlight, getJson } from '../../src/api/client';
import { clearTokens, getAccessToken, setTokens } from '../../src/api/tokens';
import { defaultDeps, planKey, provideChat, provideSession, readPlan, writePlan } from '../../src/app/actors';
import { connectSessionToApi } from '../../src/app/session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const jwtFar = `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 30 * 86400 })).toString('base64url')}.s`;

beforeEach(() => {
  localStorage.clear();
  clearInFlight();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearTokens();
});

function deps() {
  return defaultDeps({ navigate: vi.fn(), alert: vi.fn(), notify: vi.fn(), storage: localStorage, log: vi.fn() });
}

describe('session ↔ API client', () => {
  it('401 → the session refreshes once (single flight) and the requests are retried', async () => {
    setTokens({ accessToken: jwtFar, refreshToken: 'r1' });
    const newToken = `${jwtFar}x`;
    let refreshes = 0;
    vi.stubGlobal('fetch', vi.fn(async (req: Request) => {
      const url = new URL(req.url).pathname;
      if (url === '/api/auth/refresh') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 5));
        return json(200, { access_token: newToken, refresh_token: 'r2' });
      }
      return req.headers.get('Authorization') === `Bearer ${newToken}` ? json(200, { url }) : json(401, { detail: 'expirado' });
    }));
    const d = deps();
    const session = createActor(provideSession(d), { input: { accessToken: jwtFar, refreshToken: 'r1' } }).start();
    const disconnect = connectSessionToApi(session);
    const [a, b] = await Promise.all([getJson('chats/'), getJson('flows')]);
    expect(a).toEqual({ url: '/api/chats/' });
    expect(b).toEqual({ url: '/api/flows' });
    expect(refreshes).toBe(1);
    expect(getAccessToken()).toBe(newToken);
    expect(localStorage.getItem('refresh_token')).toBe('r2');
    disconnect();
  });

  it('failed refresh → signed out, expired flag, the spec toast, sent home, 401 raised', async () => {
    setTokens({ accessToken: jwtFar, refreshToken: 'r1' });
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { detail: 'Refresh token inválido' })));
    const d = deps();
    const session = createActor(provideSession(d), { input: { accessToken: jwtFar, refreshToken: 'r1' } }).start();
    const disconnect = connectSessionToApi(session);
    await expect(getJson('chats/')).rejects.toMatchObject({ status: 401 });
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(session.getSnapshot().context.expired).toBe(true);
    expect(d.notify).toHaveBeenCalledWith('error', 'Sesión expirada, por favor vuelve a iniciar sesión.');
    expect(d.navigate).toHaveBeenCalledWith('/');
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    disconnect();
  });
});

describe('session across tabs', () => {
  it('refreshes with the newest refresh token in local storage (another tab rotated it)', async () => {
    setTokens({ accessToken: jwtFar, refreshToken: 'r1' });
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (req: Request) => {
      sent.push(await req.json());
      return json(200, { access_token: `${jwtFar}y`, refresh_token: 'r3' });
    }));
    const session = createActor(provideSession(deps()), { input: { accessToken: jwtFar, refreshToken: 'r1' } }).start();
    localStorage.setItem('refresh_token', 'r2'); // the other tab's rotation
    session.send({ type: 'session.refreshDue' });
    await waitFor(session, (s) => s.matches({ authenticated: 'active' }) && s.context.refreshToken === 'r3');
    expect(sent).toEqual([{ refresh_token: 'r2' }]);
  });
});

describe('plan cache', () => {
  it('persists workflow_{chatId} in the spec shape and restores it on load', async () => {
    const plan = [{ step: 1, node_id: 'webhook', action_id: 'receive' }];
    writePlan(localStorage, { chatId: 'c1', plan, status: 'plan_ready' });
    const stored = JSON.parse(localStorage.getItem(planKey('c1'))!);
    expect(stored).toMatchObject({ execution_plan: plan, workflow_created: true, metadata: { session_id: 'c1', status: 'plan_ready' } });
    expect(typeof stored.timestamp).toBe('string');
    expect(readPlan(localStorage, 'c1')).toEqual(plan);

    vi.stubGlobal('fetch', vi.fn(async () => json(200, [])));
    setTokens({ accessToken: 't', refreshToken: 'r' });
    const chat = createActor(provideChat(deps()), { input: { chatId: 'c1' } }).start();
    await waitFor(chat, (s) => s.matches('ready'));
    expect(chat.getSnapshot().context.plan).toEqual(plan);
  });
});
