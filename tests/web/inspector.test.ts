/**
 * The Stately inspector (src/app/inspect.ts): on demand only, readable actor names, and no token
 * or password ever reaches it — checked on what the inspector's adapter would send to stately.ai.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInspector } from '@statelyai/inspect';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type TokenAnswer } from '../../machines/session.machine';
import { passwordChangeMachine } from '../../machines/passwordChange.machine';
import { actorOptions, inspectOption, inspectorOptions, inspectorRequested, observeActors, redactSecrets } from '../../src/app/inspect';

const PASSWORD = 'clave-secreta-123';
const NEW_PASSWORD = 'otra-clave-secreta-456';
const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.acceso-secreto';
const REFRESH = 'refresh-secreto-789';
const ROTATED = 'refresh-rotado-000';

const settle = () => new Promise((r) => setTimeout(r, 60));

describe('inspector on demand', () => {
  it('opens only with ?inspect or VITE_INSPECT=1', () => {
    expect(inspectorRequested('', undefined)).toBe(false);
    expect(inspectorRequested('?chat=1', '0')).toBe(false);
    expect(inspectorRequested('?inspect', undefined)).toBe(true);
    expect(inspectorRequested('?x=1&inspect=1', undefined)).toBe(true);
    expect(inspectorRequested('', '1')).toBe(true);
  });

  it('gives actors no inspector in tests unless something observes them', () => {
    expect(inspectOption()).toBeUndefined();
    const stop = observeActors(() => {});
    expect(typeof inspectOption()).toBe('function');
    stop();
    expect(actorOptions('session')).toEqual({ id: 'session', systemId: 'session', inspect: undefined });
  });

  it('loads @statelyai/inspect only through a dynamic import (never in the production bundle)', () => {
    const files: string[] = [];
    const walk = (dir: string) =>
      readdirSync(dir).forEach((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : files.push(join(dir, f))));
    walk('src');
    const staticImports = files.filter((f) => /from ['"]@statelyai\/inspect['"]/.test(readFileSync(f, 'utf8')));
    expect(staticImports).toEqual([]);
    expect(readFileSync('src/app/inspect.ts', 'utf8')).toMatch(/import\.meta\.env\.DEV[\s\S]*import\('@statelyai\/inspect'\)/);
  });
});

describe('tokens and passwords never reach the inspector', () => {
  it('redacts secret keys and JWT/bearer values at any depth', () => {
    expect(redactSecrets({ a: { refresh_token: 'x', list: [{ password: 'p' }] }, b: `Bearer abc`, c: ACCESS, d: 'visible' })).toEqual({
      a: { refresh_token: '[oculto]', list: [{ password: '[oculto]' }] },
      b: '[oculto]',
      c: '[oculto]',
      d: 'visible',
    });
  });

  it('a login, a refresh and a password change send nothing secret to stately.ai', async () => {
    const sent: unknown[] = [];
    const inspector = createInspector({ send: (event) => void sent.push(event) }, inspectorOptions);
    const session = createActor(
      sessionMachine.provide({
        actors: {
          login: fromPromise<TokenAnswer, { username: string; password: string }>(async () => ({ access_token: ACCESS, refresh_token: REFRESH })),
          refresh: fromPromise<TokenAnswer, { refreshToken: string | null }>(async () => ({ access_token: ACCESS, refresh_token: ROTATED })),
        },
        actions: { persistTokens: () => {}, clearTokens: () => {}, goHome: () => {}, goHomeAfterLogin: () => {} },
      }),
      { input: { accessToken: null, refreshToken: null }, id: 'session', systemId: 'session', inspect: inspector.inspect },
    ).start();
    session.send({ type: 'auth.login', username: 'ana', password: PASSWORD });
    await waitFor(session, (s) => s.matches('authenticated'));
    session.send({ type: 'session.unauthorized', token: ACCESS });
    await waitFor(session, (s) => s.matches({ authenticated: 'active' }) && s.context.refreshToken === ROTATED);

    const dialog = createActor(
      passwordChangeMachine.provide({
        actors: { changePassword: fromPromise<TokenAnswer, { currentPassword: string; newPassword: string }>(async () => ({ access_token: ACCESS, refresh_token: ROTATED })) },
        actions: { applyTokens: () => {}, notifyChanged: () => {} },
      }),
      { id: 'passwordChange', systemId: 'passwordChange', inspect: inspector.inspect },
    ).start();
    dialog.send({ type: 'password.submit', currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    await waitFor(dialog, (s) => s.matches('changed'));
    await settle();

    const wire = JSON.stringify(sent);
    expect(sent.length).toBeGreaterThan(10);
    for (const secret of [PASSWORD, NEW_PASSWORD, ACCESS, REFRESH, ROTATED]) expect(wire).not.toContain(secret);
    // the flow itself is visible, under readable names
    expect(wire).toContain('[oculto]');
    expect(wire).toContain('"name":"session"');
    expect(wire).toContain('auth.login');
    expect(wire).toContain('"username":"ana"');
    session.stop();
    dialog.stop();
  });
});
