import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  isTrustedOrigin,
  oauthPopupMachine,
  POPUP_HEIGHT,
  POPUP_OPEN_DELAY_MS,
  POPUP_POLL_MS,
  POPUP_WIDTH,
} from '../../machines/oauthPopup.machine';
import { expectFullCoverage, runCoverage } from './coverage';

const origins = { app: 'https://app.enlaza.mx' };
const input = { url: '/api/oauth/initiate?service_id=gmail&chat_id=c1', serviceId: 'gmail', origins };
/** A `message` event as popupWindow reports it; `fromPopup` = its source is the window the machine opened. */
const msg = (data: unknown, origin = origins.app, fromPopup = true) => ({ type: 'popup.message' as const, origin, data, fromPopup });
const SUCCESS = { type: 'OAUTH_SUCCESS', service: 'gmail' };
const ERROR_RETRY = { type: 'OAUTH_ERROR', error: 'access_denied' };
const ERROR_FINAL = { type: 'OAUTH_ERROR', error: 'invalid_client', can_retry: false };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('oauthPopup machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: oauthPopupMachine,
      promiseActors: [],
      provide: { actors: { popupWindow: fromCallback(() => () => {}) } },
      inputs: [input],
      events: (s) => (s.status === 'done' ? [] : [
        { type: 'popup.blocked' },
        { type: 'popup.closed' },
        { type: 'popup.cancel' },
        { type: 'popup.openNow' },
        { type: 'popup.retry' },
        { type: 'popup.giveUp' },
        msg(SUCCESS),
        msg(ERROR_RETRY),
        msg(ERROR_FINAL),
        msg(SUCCESS, 'https://evil.example'),
        msg(SUCCESS, origins.app, false),
        msg(ERROR_FINAL, origins.app, false),
        msg({ hello: 'world' }),
      ]),
      outputs: {},
      errors: { popupWindow: () => [] },
      serializeState: (s) => JSON.stringify([s.value, s.status, s.context.error, s.context.outcome]),
    });
    expectFullCoverage(report);
  });
});

type Sent = { type: string };

function start() {
  const alert = vi.fn();
  const opened: Array<{ url: string; width: number; height: number }> = [];
  const received: Sent[] = [];
  const stopped = vi.fn();
  const actor = createActor(
    oauthPopupMachine.provide({
      actions: { alert },
      actors: {
        popupWindow: fromCallback(({ input, receive }) => {
          opened.push(input as any);
          receive((e) => received.push(e));
          return stopped;
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, alert, opened, received, stopped };
}

describe('oauthPopup machine — scenarios', () => {
  it('opens the window after 5 s at 500x600 and polls it every second', () => {
    const { actor, opened, received } = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS - 1);
    expect(opened).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual([{ url: input.url, width: POPUP_WIDTH, height: POPUP_HEIGHT }]);
    expect([POPUP_WIDTH, POPUP_HEIGHT, POPUP_POLL_MS]).toEqual([500, 600, 1000]);
    vi.advanceTimersByTime(POPUP_POLL_MS * 3);
    expect(received).toEqual([{ type: 'popup.poll' }, { type: 'popup.poll' }, { type: 'popup.poll' }]);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('OAUTH_SUCCESS from the opened window on our origin completes and closes the window', () => {
    const { actor, stopped } = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    actor.send(msg(SUCCESS));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'success', service: 'gmail' });
    expect(stopped).toHaveBeenCalled();
  });

  it('ignores messages from another window, another origin (local hosts and the API host too) and messages that are not ours', () => {
    const { actor, alert } = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    // Same origin, but another window (e.g. another tab of the app, an iframe): ignored.
    actor.send(msg(SUCCESS, origins.app, false));
    actor.send(msg(ERROR_FINAL, origins.app, false));
    // The opened window, but from another origin: ignored.
    for (const origin of ['https://evil.example', 'null', '', 'http://localhost:5173', 'http://127.0.0.1:8787', 'https://api.enlaza.mx', 'https://app.enlaza.mx.evil.example']) {
      actor.send(msg(SUCCESS, origin));
    }
    actor.send(msg('OAUTH_SUCCESS'));
    actor.send(msg({ type: 'OTHER' }));
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(alert).not.toHaveBeenCalled();
    actor.send(msg(SUCCESS));
    expect(actor.getSnapshot().output).toEqual({ status: 'success', service: 'gmail' });
  });

  it('a blocked popup alerts the spec text', () => {
    const { actor, alert } = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    actor.send({ type: 'popup.blocked' });
    expect(alert.mock.calls[0][1]).toEqual({ message: 'Popup bloqueado por el navegador. Por favor permite ventanas emergentes y reintenta.' });
    expect(actor.getSnapshot().output).toMatchObject({ status: 'blocked' });
  });

  it('a popup closed by the user ends the wait with "closed"', () => {
    const { actor, alert } = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    actor.send({ type: 'popup.closed' });
    expect(actor.getSnapshot().output).toEqual({ status: 'closed' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('OAUTH_ERROR without can_retry:false waits in confirmingRetry (window closed, no alert, no timer) and reopens on popup.retry', () => {
    const { actor, opened, stopped, alert } = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    actor.send(msg(ERROR_RETRY));
    expect(actor.getSnapshot().matches('confirmingRetry')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('access_denied');
    expect(stopped).toHaveBeenCalledTimes(1);
    // the question stays open until the person answers
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS * 10);
    expect(actor.getSnapshot().matches('confirmingRetry')).toBe(true);
    // popup messages meanwhile change nothing
    actor.send(msg(SUCCESS));
    expect(actor.getSnapshot().matches('confirmingRetry')).toBe(true);
    actor.send({ type: 'popup.retry' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(opened).toHaveLength(2);
    expect(alert).not.toHaveBeenCalled();
  });

  it('OAUTH_ERROR then popup.giveUp ends with the error; popup.cancel (modal closed) ends cancelled', () => {
    const declined = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    declined.actor.send(msg({ ...ERROR_RETRY, can_retry: true }));
    declined.actor.send({ type: 'popup.giveUp' });
    expect(declined.actor.getSnapshot().output).toEqual({ status: 'error', error: 'access_denied' });
    expect(declined.alert).not.toHaveBeenCalled();

    const closed = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    closed.actor.send(msg(ERROR_RETRY));
    closed.actor.send({ type: 'popup.cancel' });
    expect(closed.actor.getSnapshot().output).toEqual({ status: 'cancelled' });
  });

  it('popup.retry and popup.giveUp mean nothing outside the question', () => {
    const { actor, opened } = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    actor.send({ type: 'popup.giveUp' });
    actor.send({ type: 'popup.retry' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(opened).toHaveLength(1);
  });

  it('OAUTH_ERROR with can_retry:false alerts "Error durante la autenticación OAuth: …" without asking', () => {
    const { actor, alert } = start();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    actor.send(msg(ERROR_FINAL));
    expect(actor.getSnapshot().matches('confirmingRetry')).toBe(false);
    expect(alert.mock.calls[0][1]).toEqual({ message: 'Error durante la autenticación OAuth: invalid_client' });
    expect(actor.getSnapshot().output).toEqual({ status: 'error', error: 'invalid_client' });
  });

  it('popup.openNow opens the window at once (a click), then brings it to the front', () => {
    const { actor, opened, received } = start();
    actor.send({ type: 'popup.openNow' });
    expect(opened).toHaveLength(1);
    actor.send({ type: 'popup.openNow' });
    expect(opened).toHaveLength(1);
    expect(received).toEqual([{ type: 'popup.focus' }]);
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    expect(opened).toHaveLength(1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('cancel before the window opens never opens it', () => {
    const { actor, opened } = start();
    actor.send({ type: 'popup.cancel' });
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS * 2);
    expect(opened).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
  });
});

describe('isTrustedOrigin', () => {
  it("accepts the app's own origin only", () => {
    expect(isTrustedOrigin('https://app.enlaza.mx', origins)).toBe(true);
    expect(isTrustedOrigin('https://api.enlaza.mx', origins)).toBe(false);
    expect(isTrustedOrigin('http://localhost:5173', origins)).toBe(false);
    expect(isTrustedOrigin('http://127.0.0.1:8787', origins)).toBe(false);
    expect(isTrustedOrigin('http://localhost:5173', { app: 'http://localhost:5173' })).toBe(true);
    expect(isTrustedOrigin('https://app.enlaza.mx.evil.example', origins)).toBe(false);
    expect(isTrustedOrigin('https://accounts.google.com', origins)).toBe(false);
    expect(isTrustedOrigin('', origins)).toBe(false);
    expect(isTrustedOrigin('null', origins)).toBe(false);
  });
});
