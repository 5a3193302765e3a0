import { and, assign, fromCallback, not, sendTo, setup } from 'xstate';
import { OAuthPopupMessage } from '../contracts';

/**
 * oauthPopup — the OAuth consent window (spec §4 "Service connection flow", §8 "Popups and OAuth").
 * The window itself (window.open, the `message` listener, `popup.closed`) is the `popupWindow`
 * callback actor provided by src/; this machine owns every timer and every rule.
 *
 *   Diagram: docs/machines/oauthPopup.md (generated from this definition by `npm run diagrams`).
 *
 * confirmingRetry waits for the person's answer in the modal's retry dialog (no native confirm).
 *
 * A message counts only when it comes from the window this machine opened (`fromPopup`: the
 * event's source is that window) and from the app's own origin; everything else is ignored.
 */

// ---- constants (spec §8, §9) -----------------------------------------------------------------

export const POPUP_OPEN_DELAY_MS = 5_000;
export const POPUP_POLL_MS = 1_000;
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;

export const POPUP_BLOCKED_ALERT = 'Popup bloqueado por el navegador. Por favor permite ventanas emergentes y reintenta.';
export const OAUTH_RETRY_PROMPT = '¿Quieres intentar de nuevo?';
export const oauthErrorAlert = (message: string) => `Error durante la autenticación OAuth: ${message}`;

// ---- types -----------------------------------------------------------------------------------

/**
 * The origin popup messages must come from: the app's own (window.location.origin). The callback
 * screen is served by the same origin, so neither other local hosts nor a separate API host are
 * trusted (stricter than spec §5's list: a page on another local port must not complete a flow).
 */
export type TrustedOrigins = { app: string };

export type OAuthPopupInput = { url: string; serviceId: string; origins: TrustedOrigins };

export type PopupOutcome =
  | { status: 'success'; service: string }
  | { status: 'error'; error: string }
  | { status: 'blocked'; error: string }
  | { status: 'closed' }
  | { status: 'cancelled' };

export type OAuthPopupContext = OAuthPopupInput & { error: string | null; outcome: PopupOutcome | null };

export type OAuthPopupEvent =
  /** From `popupWindow`: window.open returned nothing. */
  | { type: 'popup.blocked' }
  /** From `popupWindow`: the window was found closed while polling. */
  | { type: 'popup.closed' }
  /** From `popupWindow`: any `message` event the page received; `fromPopup` = its source is the opened window (checked here with the origin). */
  | { type: 'popup.message'; origin: string; data: unknown; fromPopup: boolean }
  /** The user asked for the window now (a click: browsers let it open), or to bring it to the front. */
  | { type: 'popup.openNow' }
  /** 'Cancelar' beside 'Abrir la ventana de autorización' in the service authentication modal. */
  | { type: 'popup.cancel' }
  /** The retry dialog's answers: 'Reintentar' (open the window again) and 'Cancelar' (end with the error). */
  | { type: 'popup.retry' }
  | { type: 'popup.giveUp' };

/** What `popupWindow` receives from the machine: check whether the window was closed; bring it to the front. */
export type PopupWindowCommand = { type: 'popup.poll' } | { type: 'popup.focus' };
export type PopupWindowInput = { url: string; width: number; height: number };

// ---- pure helpers ----------------------------------------------------------------------------

/** Popup messages are accepted only from the app's own origin (never 'null', another port or host). */
export function isTrustedOrigin(origin: string, trusted: TrustedOrigins): boolean {
  return !!origin && origin !== 'null' && origin === trusted.app;
}

/** The popup's message, or null when it is not one of ours. */
export function readPopupMessage(data: unknown): OAuthPopupMessage | null {
  const parsed = OAuthPopupMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

const messageOf = (event: OAuthPopupEvent) => (event.type === 'popup.message' ? readPopupMessage(event.data) : null);

// ---- machine ---------------------------------------------------------------------------------

export const oauthPopupMachine = setup({
  types: {
    context: {} as OAuthPopupContext,
    events: {} as OAuthPopupEvent,
    input: {} as OAuthPopupInput,
    output: {} as PopupOutcome,
  },
  actors: {
    /** Opens the window (500×600), listens to `message`, answers `popup.poll` with `popup.closed`; closes it on stop. */
    popupWindow: fromCallback<PopupWindowCommand, PopupWindowInput>(() => () => {}),
  },
  actions: {
    alert: (_: unknown, _params: { message: string }) => {},
  },
  guards: {
    /** Our own window, from our own origin. */
    trustedOrigin: ({ context, event }) => event.type === 'popup.message' && event.fromPopup === true && isTrustedOrigin(event.origin, context.origins),
    isSuccess: ({ event }) => messageOf(event)?.type === 'OAUTH_SUCCESS',
    isError: ({ event }) => messageOf(event)?.type === 'OAUTH_ERROR',
    canRetry: ({ event }) => {
      const m = messageOf(event);
      return m?.type === 'OAUTH_ERROR' && m.can_retry !== false;
    },
  },
  delays: {
    POPUP_OPEN_DELAY: POPUP_OPEN_DELAY_MS,
    POPUP_POLL: POPUP_POLL_MS,
  },
}).createMachine({
  id: 'oauthPopup',
  context: ({ input }) => ({ ...input, error: null, outcome: null }),
  initial: 'scheduled',
  output: ({ context }) => context.outcome ?? { status: 'cancelled' },
  states: {
    scheduled: {
      after: { POPUP_OPEN_DELAY: { target: 'open' } },
      on: {
        'popup.openNow': { target: 'open' },
        'popup.cancel': { target: 'cancelled' },
      },
    },

    open: {
      invoke: {
        id: 'popupWindow',
        src: 'popupWindow',
        input: ({ context }) => ({ url: context.url, width: POPUP_WIDTH, height: POPUP_HEIGHT }),
      },
      initial: 'polling',
      states: {
        polling: {
          after: { POPUP_POLL: { target: 'polling', reenter: true, actions: sendTo('popupWindow', { type: 'popup.poll' }) } },
        },
      },
      on: {
        'popup.blocked': {
          target: 'blocked',
          actions: [
            assign({ error: POPUP_BLOCKED_ALERT, outcome: { status: 'blocked', error: POPUP_BLOCKED_ALERT } }),
            { type: 'alert', params: { message: POPUP_BLOCKED_ALERT } },
          ],
        },
        'popup.closed': { target: 'closed', actions: assign({ outcome: { status: 'closed' } }) },
        'popup.openNow': { actions: sendTo('popupWindow', { type: 'popup.focus' }) },
        'popup.message': [
          {
            guard: and(['trustedOrigin', 'isSuccess']),
            target: 'succeeded',
            actions: assign(({ context, event }) => {
              const m = messageOf(event) as Extract<OAuthPopupMessage, { type: 'OAUTH_SUCCESS' }>;
              return { error: null, outcome: { status: 'success' as const, service: m.service || context.serviceId } };
            }),
          },
          {
            guard: and(['trustedOrigin', 'isError', 'canRetry']),
            target: 'confirmingRetry',
            actions: assign({ error: ({ event }) => (messageOf(event) as Extract<OAuthPopupMessage, { type: 'OAUTH_ERROR' }>).error }),
          },
          {
            guard: and(['trustedOrigin', 'isError', not('canRetry')]),
            target: 'failed',
            actions: [
              assign(({ event }) => {
                const error = (messageOf(event) as Extract<OAuthPopupMessage, { type: 'OAUTH_ERROR' }>).error;
                return { error, outcome: { status: 'error' as const, error } };
              }),
              { type: 'alert', params: ({ event }) => ({ message: oauthErrorAlert((messageOf(event) as { error: string }).error) }) },
            ],
          },
          // anything else (another window, another origin, another kind of message) is ignored
        ],
        'popup.cancel': { target: 'cancelled' },
      },
    },

    /** The view shows oauthErrorAlert(context.error) and OAUTH_RETRY_PROMPT with 'Reintentar' / 'Cancelar'. */
    confirmingRetry: {
      on: {
        'popup.retry': { target: 'open', actions: assign({ error: null }) },
        'popup.giveUp': { target: 'failed', actions: assign(({ context }) => ({ outcome: { status: 'error' as const, error: context.error ?? '' } })) },
        'popup.cancel': { target: 'cancelled' },
      },
    },

    succeeded: { type: 'final' },
    failed: { type: 'final' },
    blocked: { type: 'final' },
    closed: { type: 'final' },
    cancelled: { type: 'final', entry: assign({ outcome: { status: 'cancelled' } }) },
  },
});

export type OAuthPopupMachine = typeof oauthPopupMachine;
