/** oauthPopup — the OAuth window of 'Autenticar {service}': opened after 5 s or at once, its messages, the retry question. */
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { oauthErrorAlert, oauthPopupMachine, POPUP_BLOCKED_ALERT } from '../../machines/oauthPopup.machine';
import { t } from '../../src/i18n/messages';
import { type PathContext, type ScreenPaths } from './runner';
import { APP_ORIGIN, modal, renderServiceAuth, win } from './serviceAuth';

const s = t.serviceAuth;
const URL = '/api/oauth/initiate?service_id=gmail&chat_id=c1&app=system';
const message = (data: object) => ({ type: 'popup.message', origin: APP_ORIGIN, fromPopup: true, data });
const retryDialog = () => screen.queryByRole('alertdialog');

/** A blocked popup: when the path's next step is popup.blocked, the fake window.open returns null. */
function refuseWindowIfNext(ctx: PathContext) {
  if (ctx.next?.type === 'popup.blocked') win.blocked = true;
}

export const oauthPopupPaths: ScreenPaths = {
  name: 'oauthPopup',
  machine: oauthPopupMachine,
  inputs: [{ input: { url: URL, serviceId: 'gmail', origins: { app: APP_ORIGIN } } }],
  events: (st) => [
    { type: 'popup.openNow' },
    { type: 'popup.closed' },
    message({ type: 'OAUTH_SUCCESS', service: 'gmail' }),
    message({ type: 'OAUTH_ERROR', service: 'gmail', error: 'access_denied', can_retry: true }),
    message({ type: 'OAUTH_ERROR', service: 'gmail', error: 'invalid_scope', can_retry: false }),
    { type: 'popup.retry' },
    { type: 'popup.giveUp' },
    { type: 'popup.blocked' },
    // 'Cancelar' beside 'Abrir la ventana de autorización'; under the retry question the modal cannot be used
    ...(st.matches('confirmingRetry') ? [] : [{ type: 'popup.cancel' }]),
    ...(st.matches('scheduled') ? [{ type: 'xstate.after.POPUP_OPEN_DELAY.oauthPopup.scheduled' }] : []),
    ...(st.matches('open') ? [{ type: 'xstate.after.POPUP_POLL.oauthPopup.open.polling' }] : []),
  ],
  setup: () => win.reset(),
  actions: {
    // the connection reaches its OAuth step: the popup is scheduled
    'xstate.init': async (ctx) => {
      renderServiceAuth();
      await ctx.api.reply('POST /api/v1/auth-service-discovery/service/gmail/auth-step', { body: { service_id: 'gmail', service_name: 'Gmail', mechanism: 'oauth2', provider: 'google' } });
      await ctx.user.click(await screen.findByRole('button', { name: new RegExp(s.useDefaults) }));
    },
    'popup.openNow': async (ctx) => {
      refuseWindowIfNext(ctx);
      await ctx.user.click(within(modal()).getByRole('button', { name: s.openNow }));
    },
    'xstate.after.POPUP_OPEN_DELAY.oauthPopup.scheduled': (ctx, e) => {
      refuseWindowIfNext(ctx);
      act(() => ctx.send(e));
    },
    // the browser refused the window while it was being opened (the step before): nothing more to do
    'popup.blocked': () => {
      if (!win.blocked) throw new Error('popup.blocked must follow the step that opens the window');
    },
    'popup.cancel': (ctx) => ctx.user.click(within(modal()).getByRole('button', { name: s.cancelWaiting })),
    // the person closes the window; the next look (every second) finds it closed
    'popup.closed': (ctx: PathContext) => {
      win.popup!.closed = true;
      act(() => ctx.send({ type: 'xstate.after.POPUP_POLL.oauthPopup.open.polling' }));
    },
    'popup.message': (_ctx, e) => win.post(e.data),
    'popup.retry': (ctx) => ctx.user.click(within(retryDialog()!).getByRole('button', { name: s.retry })),
    'popup.giveUp': (ctx) => ctx.user.click(within(retryDialog()!).getByRole('button', { name: t.common.cancel })),
  },
  states: {
    scheduled: () => {
      expect(within(modal()).getByText(s.waiting)).toBeInTheDocument();
      expect(within(modal()).getByRole('button', { name: s.openNow })).toBeEnabled();
      expect(win.popup).toBeNull();
    },
    open: () => {
      // refused by the browser: no window (the blocked state, next, shows why)
      if (win.blocked) return expect(win.popup).toBeNull();
      expect(win.popup?.closed).toBe(false);
      expect(within(modal()).getByRole('button', { name: s.cancelWaiting })).toBeEnabled();
      expect(within(modal()).getByText(s.waiting)).toBeInTheDocument();
    },
    confirmingRetry: (_ctx, st) => {
      expect(retryDialog()).toHaveTextContent(oauthErrorAlert(st.context.error));
      expect(within(retryDialog()!).getByRole('button', { name: s.retry })).toBeEnabled();
      // the window is closed while the question is open
      expect(win.popup?.closed).toBe(true);
    },
    succeeded: () => expect(within(modal()).getByText(s.success)).toBeInTheDocument(),
    failed: (_ctx, st) => expect(modal()).toHaveTextContent(s.error(st.context.error)),
    blocked: () => {
      expect(win.popup).toBeNull();
      expect(modal()).toHaveTextContent(POPUP_BLOCKED_ALERT);
    },
    // 'Cancelar': the window is closed and the connection ends without connecting (the modal closes)
    cancelled: () => {
      expect(win.popup?.closed ?? true).toBe(true);
      expect(win.done).toContainEqual({ serviceId: 'gmail', connected: false });
    },
    closed: () => expect(within(modal()).getByText(s.checking)).toBeInTheDocument(),
  },
  excluded: {
    'oauthPopup.confirmingRetry --popup.cancel[0]--> oauthPopup.cancelled': "the retry question is a modal dialog: its own 'Cancelar' sends popup.giveUp, and the 'Cancelar' of the waiting screen beneath cannot be reached",
  },
};
