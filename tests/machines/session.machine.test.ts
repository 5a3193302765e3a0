import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  LOGIN_REDIRECT_MS,
  LOGOUT_TIMEOUT_MS,
  REFRESH_INTERVAL_MS,
  sessionMachine,
  type SessionInput,
  SESSION_EXPIRED_TOAST,
} from '../../machines/session.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

const NOW = Date.UTC(2026, 0, 1);
function jwt(expMsFromNow: number): string {
  const payload = Buffer.from(JSON.stringify({ sub: 'u1', exp: Math.floor((NOW + expMsFromNow) / 1000) })).toString('base64url');
  return `h.${payload}.s`;
}
const LONG = jwt(10 * 24 * 3600_000);
const SHORT = jwt(15 * 60_000);
const tokens = { access_token: LONG, refresh_token: 'r2' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: sessionMachine,
      promiseActors: ['login', 'register', 'refresh', 'logout'],
      inputs: [
        { accessToken: null, refreshToken: null },
        { accessToken: LONG, refreshToken: 'r1' },
        { accessToken: SHORT, refreshToken: 'r1' },
      ],
      events: (s) => [
        { type: 'auth.login', username: 'ana', password: 'pw' },
        { type: 'auth.login', username: '  ', password: 'pw' },
        { type: 'auth.register', email: 'a@b.mx', username: 'ana', password: 'pw' },
        { type: 'auth.register', email: '', username: 'ana', password: 'pw' },
        { type: 'auth.logout' },
        { type: 'auth.clearError' },
        { type: 'session.unauthorized', token: s.context.accessToken },
        { type: 'session.unauthorized', token: 'stale' },
        { type: 'session.refreshDue' },
        { type: 'session.redirectHome' },
        { type: 'auth.passwordChanged', tokens: { access_token: LONG, refresh_token: 'r3' } },
      ],
      outputs: { login: () => [tokens], register: () => [tokens], refresh: () => [tokens], logout: () => [undefined] },
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.autoRefresh, s.context.refreshReason, s.context.expired, !!s.context.authError, s.context.accessToken === SHORT]),
    });
    expectFullCoverage(report);
    expect(report.edges).toBeGreaterThan(20);
  });
});

function start(
  input: SessionInput = { accessToken: LONG, refreshToken: 'r1' },
  refresh = fake(async () => tokens),
  logout = vi.fn(async (_args: { input: { refreshToken: string | null } }) => {}),
) {
  const actions = {
    persistTokens: vi.fn(),
    clearTokens: vi.fn(),
    notifyExpired: vi.fn(),
    goHome: vi.fn(),
    goHomeAfterLogin: vi.fn(),
    logRefreshFailure: vi.fn(),
    logLogoutFailure: vi.fn(),
  };
  const login = vi.fn(async () => tokens);
  const actor = createActor(
    sessionMachine.provide({ actions, actors: { refresh, login: fake(login), register: fake(async () => tokens), logout: fake(logout) } }),
    { input },
  ).start();
  return { actor, actions, login, logout };
}

describe('session machine — scenarios', () => {
  it('starts signed out without tokens, authenticated with a long-lived token', () => {
    expect(start({ accessToken: null, refreshToken: null }).actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(start().actor.getSnapshot().matches({ authenticated: 'active' })).toBe(true);
  });

  it('refreshes at once when the access token expires within 24 h', async () => {
    const refresh = vi.fn(async () => tokens);
    const { actor } = start({ accessToken: SHORT, refreshToken: 'r1' }, fake(refresh));
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.accessToken).toBe(LONG);
  });

  it('ignores blank login fields; logs in and goes home after 300 ms', async () => {
    const { actor, actions, login } = start({ accessToken: null, refreshToken: null });
    actor.send({ type: 'auth.login', username: ' ', password: 'x' });
    expect(login).not.toHaveBeenCalled();
    actor.send({ type: 'auth.login', username: 'ana', password: 'secreto123' });
    await flush();
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actions.persistTokens).toHaveBeenCalled();
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS - 1);
    expect(actions.goHomeAfterLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actions.goHomeAfterLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the server detail or the fallback on a failed login', async () => {
    const failing = createActor(
      sessionMachine.provide({ actors: { login: fake(async () => { throw { status: 401, detail: 'Usuario o contraseña incorrectos' }; }) } }),
      { input: { accessToken: null, refreshToken: null } },
    ).start();
    failing.send({ type: 'auth.login', username: 'ana', password: 'x' });
    await flush();
    expect(failing.getSnapshot().context.authError).toBe('Usuario o contraseña incorrectos');
    const bare = createActor(
      sessionMachine.provide({ actors: { register: fake(async () => { throw {}; }) } }),
      { input: { accessToken: null, refreshToken: null } },
    ).start();
    bare.send({ type: 'auth.register', email: 'a@b.mx', username: 'ana', password: 'x' });
    await flush();
    expect(bare.getSnapshot().context.authError).toBe('Error en el registro');
  });

  it('401 → one single-flight refresh for concurrent 401s, stale 401s ignored', async () => {
    let release!: () => void;
    const refresh = vi.fn(() => new Promise<typeof tokens>((r) => (release = () => r({ access_token: 'new', refresh_token: 'r2' }))));
    const { actor } = start(undefined, fake(refresh));
    actor.send({ type: 'session.unauthorized', token: LONG });
    actor.send({ type: 'session.unauthorized', token: LONG });
    actor.send({ type: 'session.unauthorized', token: LONG });
    expect(refresh).toHaveBeenCalledTimes(1);
    release();
    await flush();
    expect(actor.getSnapshot().context.accessToken).toBe('new');
    actor.send({ type: 'session.unauthorized', token: LONG }); // request that carried the old token
    expect(actor.getSnapshot().matches({ authenticated: 'active' })).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('failed refresh after a 401 → signed out with expired flag, toast and home', async () => {
    const { actor, actions } = start(undefined, fake(async () => { throw new Error('revoked'); }));
    actor.send({ type: 'session.unauthorized', token: LONG });
    await flush();
    const s = actor.getSnapshot();
    expect(s.matches('signedOut')).toBe(true);
    expect(s.context.expired).toBe(true);
    expect(s.context.accessToken).toBeNull();
    expect(actions.clearTokens).toHaveBeenCalled();
    expect(actions.notifyExpired).toHaveBeenCalledTimes(1);
    expect(actions.goHome).toHaveBeenCalled();
    expect(SESSION_EXPIRED_TOAST).toBe('Sesión expirada, por favor vuelve a iniciar sesión.');
  });

  it('scheduled refresh every 432,000,000 ms; a failure is only logged and stops the timer', async () => {
    const refresh = vi.fn(async () => { throw new Error('down'); });
    const { actor, actions } = start(undefined, fake(refresh));
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(actions.logRefreshFailure).toHaveBeenCalledTimes(1);
    expect(actions.notifyExpired).not.toHaveBeenCalled();
    const s = actor.getSnapshot();
    expect(s.matches({ authenticated: 'active' })).toBe(true);
    expect(s.context.autoRefresh).toBe(false);
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS * 2);
    await flush();
    actor.send({ type: 'session.refreshDue' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('logout revokes the session on the server with the refresh token, then clears tokens and goes home', async () => {
    const { actor, actions, logout } = start();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(actor.getSnapshot().matches('authenticated')).toBe(false);
    expect(logout.mock.calls[0][0].input).toEqual({ refreshToken: 'r1' });
    expect(actions.clearTokens).not.toHaveBeenCalled();
    await flush();
    const s = actor.getSnapshot();
    expect(s.matches('signedOut')).toBe(true);
    expect(s.context.accessToken).toBeNull();
    expect(s.context.refreshToken).toBeNull();
    expect(actions.clearTokens).toHaveBeenCalledTimes(1);
    expect(actions.goHome).toHaveBeenCalledTimes(1);
    expect(actions.logLogoutFailure).not.toHaveBeenCalled();
  });

  it('a failed or hanging server logout still signs out locally (and is logged)', async () => {
    const failing = start(undefined, undefined, vi.fn(async () => { throw new Error('offline'); }));
    failing.actor.send({ type: 'auth.logout' });
    await flush();
    expect(failing.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(failing.actions.clearTokens).toHaveBeenCalledTimes(1);
    expect(failing.actions.logLogoutFailure).toHaveBeenCalledTimes(1);

    const hanging = start(undefined, undefined, vi.fn(() => new Promise<void>(() => {})));
    hanging.actor.send({ type: 'auth.logout' });
    vi.advanceTimersByTime(LOGOUT_TIMEOUT_MS - 1);
    expect(hanging.actor.getSnapshot().matches('signingOut')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(hanging.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(hanging.actions.clearTokens).toHaveBeenCalledTimes(1);
    expect(hanging.actions.goHome).toHaveBeenCalledTimes(1);
  });

  it('a password change replaces both tokens, even in the middle of a refresh', async () => {
    const { actor, actions } = start(undefined, fake(() => new Promise(() => {})));
    actor.send({ type: 'session.unauthorized', token: LONG });
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    actor.send({ type: 'auth.passwordChanged', tokens: { access_token: 'fresh', refresh_token: 'r9' } });
    const s = actor.getSnapshot();
    expect(s.matches({ authenticated: 'active' })).toBe(true);
    expect(s.context).toMatchObject({ accessToken: 'fresh', refreshToken: 'r9', refreshReason: null });
    expect(actions.persistTokens).toHaveBeenCalledTimes(1);
  });
});
