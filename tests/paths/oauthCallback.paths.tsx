/** oauthCallback — the /oauth-callback screen, in the OAuth popup and as a full page. */
import { render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { oauthCallbackMachine } from '../../machines/oauthCallback.machine';
import { SessionProvider } from '../../src/app';
import { t } from '../../src/i18n/messages';
import { OAuthCallbackRoute } from '../../src/views/oauth/OAuthCallbackRoute';
import { done, failed, type ScreenPaths } from './runner';

const o = t.oauthCallback;
const KEYS = ['service', 'code', 'state', 'error', 'error_description', 'status', 'can_retry'] as const;
const params = (p: Record<string, string>) => Object.fromEntries(KEYS.map((k) => [k, p[k] ?? null]));
const input = (popup: boolean, p: Record<string, string>) => ({ input: { params: params(p), popup, host: null } });

/** What the page did to the window: posted to its opener, closed itself, went home. */
const effects = { posted: [] as unknown[], closed: 0, home: 0 };

export const oauthCallbackPaths: ScreenPaths = {
  name: 'oauthCallback',
  machine: oauthCallbackMachine,
  inputs: [
    input(false, { service: 'gmail', code: 'c0de', state: 'st' }),
    input(false, { service: 'gmail', status: 'success' }),
    input(false, { service: 'gmail' }),
    input(false, { error: 'access_denied', error_description: 'El usuario canceló' }),
    input(true, { service: 'gmail', code: 'c0de', state: 'st' }),
    input(true, { service: 'gmail', status: 'success' }),
    input(true, { error: 'access_denied' }),
  ],
  events: () => [
    done('exchangeCode', { success: true, service_id: 'gmail' }),
    done('exchangeCode', { success: false, message: 'El código expiró' }),
    failed('exchangeCode', { status: 400, detail: 'Estado inválido' }),
    done('confirmCredential', { service_id: 'gmail', created_at: '2026-11-24T08:00:00Z' }),
    failed('confirmCredential', { status: 404, detail: 'Credencial no encontrada' }),
    { type: 'xstate.after.POPUP_CLOSE.oauthCallback.success' },
    { type: 'xstate.after.REDIRECT_HOME.oauthCallback.success' },
    { type: 'xstate.after.POPUP_CLOSE.oauthCallback.error' },
    { type: 'xstate.after.REDIRECT_HOME.oauthCallback.error' },
    { type: 'xstate.after.PROVIDER_ERROR_REDIRECT.oauthCallback.error' },
  ],
  setup: () => {
    effects.posted = [];
    effects.closed = 0;
    effects.home = 0;
  },
  actions: {
    'xstate.init': (ctx) => {
      const { params: p, popup } = ctx.input as { params: Record<string, string | null>; popup: boolean };
      const search = new URLSearchParams(Object.entries(p).filter((e): e is [string, string] => e[1] !== null)).toString();
      const { hook, searchHook } = memoryLocation({ path: `/oauth-callback?${search}` });
      const opener = popup ? ({ postMessage: (m: unknown) => effects.posted.push(m) } as unknown as Window) : null;
      render(
        <SessionProvider
          input={{ accessToken: 'tk', refreshToken: null }}
          deps={{
            navigate: (to) => void (to === '/' && effects.home++),
            storage: null,
            oauthWindow: { opener: () => opener, closeSelf: () => void effects.closed++, origins: () => ({ app: 'http://localhost:3000' }) },
          }}
        >
          <Router hook={hook} searchHook={searchHook}>
            <OAuthCallbackRoute />
          </Router>
        </SessionProvider>,
      );
    },
    'xstate.done.actor.exchangeCode': async (ctx, e) => void (await ctx.api.reply('GET /api/oauth/callback', { body: e.output })),
    'xstate.error.actor.exchangeCode': async (ctx, e) => void (await ctx.api.reply('GET /api/oauth/callback', { status: e.error.status, body: { detail: e.error.detail } })),
    'xstate.done.actor.confirmCredential': async (ctx, e) => void (await ctx.api.reply('GET /api/credentials/gmail', { body: e.output })),
    'xstate.error.actor.confirmCredential': async (ctx, e) => void (await ctx.api.reply('GET /api/credentials/gmail', { status: e.error.status, body: { detail: e.error.detail } })),
  },
  states: {
    processing: () => expect(screen.getByRole('status')).toHaveTextContent(o.processing),
    success: (_ctx, s) => {
      expect(screen.getByRole('status')).toHaveTextContent(o.success);
      expect(screen.getByRole('status')).toHaveTextContent(s.context.popup ? o.closing : o.redirecting);
      // the popup tells the page that opened it
      if (s.context.popup) expect(effects.posted).toContainEqual(expect.objectContaining({ type: 'OAUTH_SUCCESS' }));
    },
    error: (_ctx, s) => {
      expect(screen.getByRole('alert')).toHaveTextContent(s.context.message);
      if (s.context.popup) {
        expect(effects.posted).toContainEqual(expect.objectContaining({ type: 'OAUTH_ERROR' }));
        expect(screen.queryByRole('link', { name: o.goHome })).not.toBeInTheDocument();
      } else expect(screen.getByRole('link', { name: o.goHome })).toBeInTheDocument();
    },
    // the popup closes itself; the page goes home
    done: (_ctx, s) => {
      if (s.context.popup) expect(effects.closed).toBe(1);
      else expect(effects.home).toBe(1);
    },
  },
};
