import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_INTERVAL_MS, FLUSH_SIZE, installFrontendLogger, MAX_MESSAGE_BYTES, type FrontendLogger, type LogBatch } from '../../src/app/frontendLogs';

const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.firma-del-token';
const REFRESH = 'q3Vd9XkLm2PzR8tY6wBn4HcJ1sGfEaQ7uIoK5lMxZy0';

describe('frontend logger', () => {
  let logger: FrontendLogger;
  let sent: { batch: LogBatch; token: string | null }[];
  let beacons: LogBatch[];
  let beaconWorks: boolean;
  let fakeConsole: { warn: (...a: unknown[]) => void; error: (...a: unknown[]) => void };
  let target: EventTarget;
  let visibility: string;
  let realWarn: unknown;
  let realError: unknown;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T15:00:00.000Z'));
    sent = [];
    beacons = [];
    beaconWorks = true;
    visibility = 'visible';
    realWarn = vi.fn();
    realError = vi.fn();
    fakeConsole = { warn: realWarn as never, error: realError as never };
    target = new EventTarget();
    logger = installFrontendLogger({
      console: fakeConsole as unknown as Console,
      target,
      visibility: () => visibility,
      send: async (body, token) => { sent.push({ batch: JSON.parse(body), token }); },
      beacon: (body) => {
        if (beaconWorks) beacons.push(JSON.parse(body));
        return beaconWorks;
      },
      tokens: () => [ACCESS, REFRESH],
      href: () => 'https://enlaza.mx/chat/42?token=secreto123',
      userAgent: () => 'Mozilla/5.0 (prueba)',
      now: () => new Date(),
    });
  });
  afterEach(() => {
    logger.uninstall();
    vi.useRealTimers();
  });

  it('batches warnings and errors and sends them 5 s after the first one', () => {
    fakeConsole.warn('El plan no tiene pasos');
    fakeConsole.error(new TypeError("Cannot read properties of undefined (reading 'map')"));
    // the real console still prints
    expect(realWarn).toHaveBeenCalledWith('El plan no tiene pasos');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].token).toBe(ACCESS); // sent as the signed-in user
    const { logs, source } = sent[0].batch;
    expect(source).toBe('frontend');
    expect(logs).toHaveLength(2);
    expect(logs[0]).toEqual({ timestamp: '2026-11-23T15:00:00.000Z', level: 'warn', message: 'El plan no tiene pasos', url: 'https://enlaza.mx/chat/42?token=[oculto]', userAgent: 'Mozilla/5.0 (prueba)' });
    expect(logs[1].level).toBe('error');
    expect(logs[1].message).toMatch(/^TypeError: Cannot read properties of undefined \(reading 'map'\)/);
    // nothing buffered: no more sends
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it(`sends at once when ${FLUSH_SIZE} entries are buffered`, () => {
    for (let i = 1; i <= 120; i++) fakeConsole.error(`error ${i}`);
    expect(sent.map((s) => s.batch.logs.length)).toEqual([50, 50]);
    expect(sent[1].batch.logs[0].message).toBe('error 51');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent.map((s) => s.batch.logs.length)).toEqual([50, 50, 20]);
  });

  it('records uncaught errors and unhandled rejections', () => {
    const err = new Error('Falló el render');
    target.dispatchEvent(Object.assign(new Event('error'), { error: err, message: 'Falló el render', filename: 'index.js', lineno: 3, colno: 7 }));
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'Script error.', filename: 'https://cdn.mx/x.js', lineno: 1, colno: 2 }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: { detail: 'Chat no encontrado' } }));
    logger.flush();
    const messages = sent[0].batch.logs.map((l) => l.message);
    expect(messages[0]).toContain('Falló el render');
    expect(messages[1]).toBe('Script error. (https://cdn.mx/x.js:1:2)');
    expect(messages[2]).toBe('Unhandled promise rejection: {"detail":"Chat no encontrado"}');
  });

  it('on page unload sends what is left with navigator.sendBeacon, without a token', () => {
    fakeConsole.error('último error');
    target.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([{ source: 'frontend', logs: [expect.objectContaining({ level: 'error', message: 'último error' })] }]);
    expect(sent).toEqual([]);
    expect(logger.buffered()).toBe(0);
    // the 5 s timer was cancelled: nothing is sent twice
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toEqual([]);
    // a tab that goes to the background also sends (mobile browsers may never fire pagehide)
    fakeConsole.warn('en segundo plano');
    visibility = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(2);
    // a refused beacon falls back to fetch (keepalive), still without a token
    beaconWorks = false;
    fakeConsole.warn('beacon rechazado');
    target.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([{ batch: expect.objectContaining({ logs: [expect.objectContaining({ message: 'beacon rechazado' })] }), token: null }]);
  });

  it('never ships tokens, bearer headers, JWTs or passwords', () => {
    fakeConsole.error('refresh falló', { refresh_token: REFRESH, otro: `usa ${ACCESS}` });
    fakeConsole.warn(`Authorization: Bearer abcdef123456 y password=Hunter2! en /oauth-callback?code=abc&state=xyz`);
    logger.flush();
    const body = JSON.stringify(sent);
    // (the access token also travels as the batch's Authorization header: only the entries matter)
    const entries = JSON.stringify(sent.map((s) => s.batch));
    for (const secret of [REFRESH, ACCESS, 'abcdef123456', 'Hunter2!', 'code=abc', 'secreto123']) expect(entries).not.toContain(secret);
    expect(body).toContain('[oculto]');
    expect(sent[0].batch.logs[1].message).toBe('Authorization: Bearer [oculto] y password=[oculto] en /oauth-callback?code=[oculto]&state=[oculto]');
  });

  it('cuts messages to 2 KB (UTF-8) and ignores a failing endpoint', async () => {
    const offlineConsole = { warn: vi.fn(), error: vi.fn() };
    const send = vi.fn(async () => { throw new Error('offline'); });
    const failing = installFrontendLogger({
      console: offlineConsole as unknown as Console,
      target: new EventTarget(),
      visibility: () => 'visible',
      send,
      beacon: () => false,
      tokens: () => [null, null],
      href: () => 'https://enlaza.mx/',
      userAgent: () => 'UA',
      now: () => new Date(),
    });
    offlineConsole.error('sin conexión');
    failing.flush();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync(); // the rejection is swallowed: no unhandled rejection, nothing re-logged
    expect(failing.buffered()).toBe(0);
    failing.uninstall();
    fakeConsole.error('ñ'.repeat(5000));
    logger.flush();
    const message = sent[0].batch.logs[0].message;
    expect(new TextEncoder().encode(message).length).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    expect(message.endsWith('…')).toBe(true);
  });

  it('uninstall gives the console back', () => {
    logger.uninstall();
    expect(fakeConsole.warn).toBe(realWarn);
    expect(fakeConsole.error).toBe(realError);
    fakeConsole.error('ya no se envía');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toEqual([]);
  });
});
