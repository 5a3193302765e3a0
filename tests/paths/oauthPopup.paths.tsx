/** oauthPopup — the OAuth window of 'Autenticar {service}': opened after 5 s or at once, its messages, the retry question. */
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { oauthErrorAlert, oauthPopupMachine } from '../../machines/oauthPopup.machine';
import { t } from '../../src/i18n/messages';
import { type PathContext, type ScreenPaths } from './runner';
import { APP_ORIGIN, modal, renderServiceAuth, win } from './serviceAuth';

const s = t.serviceAuth;
const URL = '/api/oauth/initiate?service_id=gmail&chat_id=c1&app=system';
const message = (data: object) => ({ type: 'popup.message', origin: APP_ORIGIN, fromPopup: true, data });
const retryDialog = () => screen.queryByRole('alertdialog');

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
    'popup.openNow': (ctx) => ctx.user.click(within(modal()).getByRole('button', { name: s.openNow })),
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
      expect(win.popup?.closed).toBe(false);
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
    closed: () => expect(within(modal()).getByText(s.checking)).toBeInTheDocument(),
  },
  excludedStates: {
    'oauthPopup.blocked': 'the window is refused while entering open (popup.blocked comes in the same step as popup.openNow); the serviceConnection table shows the blocked outcome',
    'oauthPopup.cancelled': 'popup.cancel is sent by no screen (closing the modal cancels the connection, which stops the popup)',
  },
  excluded: {
    'oauthPopup.scheduled --popup.cancel[0]--> oauthPopup.cancelled': 'see oauthPopup.cancelled',
    'oauthPopup.open --popup.cancel[0]--> oauthPopup.cancelled': 'see oauthPopup.cancelled',
    'oauthPopup.confirmingRetry --popup.cancel[0]--> oauthPopup.cancelled': 'see oauthPopup.cancelled',
    'oauthPopup.open --popup.blocked[0]--> oauthPopup.blocked': 'see oauthPopup.blocked',
  },
};
