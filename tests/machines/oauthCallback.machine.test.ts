import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  oauthCallbackMachine,
  POPUP_CLOSE_MS,
  PROVIDER_ERROR_REDIRECT_MS,
  REDIRECT_HOME_MS,
  resolveService,
  type OAuthCallbackInput,
} from '../../machines/oauthCallback.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('oauthCallback machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const inputs: OAuthCallbackInput[] = [];
    for (const popup of [true, false])
      for (const params of [
        { service: 'gmail', error: 'access_denied', error_description: 'El usuario canceló' },
        { service: 'gmail', code: 'abc', state: 's' },
        { service: 'gmail', status: 'success' },
        { service: 'gmail' },
      ])
        inputs.push({ params, popup });
    const report = await runCoverage({
      machine: oauthCallbackMachine,
      promiseActors: ['exchangeCode', 'confirmCredential'],
      inputs,
      events: () => [],
      outputs: {
        exchangeCode: () => [{ success: true, service_id: 'gmail' }, { success: false, message: 'state inválido' }],
        confirmCredential: () => [{ service_id: 'gmail', created_at: '' }],
      },
      serializeState: (s) => JSON.stringify([s.value, s.status, s.context.message]),
    });
    expectFullCoverage(report);
  });
});

function start(input: OAuthCallbackInput, overrides: Record<string, any> = {}) {
  const actions = { postToOpener: vi.fn(), closeWindow: vi.fn(), goHome: vi.fn() };
  const exchangeCode = vi.fn<(a: { input: any }) => Promise<any>>(overrides.exchangeCode ?? (async () => ({ success: true, service_id: 'gmail', message: 'ok' })));
  const confirmCredential = vi.fn<(a: { input: any }) => Promise<any>>(overrides.confirmCredential ?? (async () => ({ service_id: 'gmail', created_at: '' })));
  const actor = createActor(oauthCallbackMachine.provide({ actions, actors: { exchangeCode: fake(exchangeCode), confirmCredential: fake(confirmCredential) } }), { input });
  actor.start();
  return { actor, ...actions, exchangeCode, confirmCredential };
}

describe('oauthCallback machine — popup mode', () => {
  it('posts OAUTH_SUCCESS to the opener and closes after 2 s', () => {
    const { actor, postToOpener, closeWindow } = start({ params: { service: 'gmail', status: 'success' }, popup: true });
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(postToOpener.mock.calls[0][1]).toEqual({ message: { type: 'OAUTH_SUCCESS', service: 'gmail' } });
    vi.advanceTimersByTime(POPUP_CLOSE_MS - 1);
    expect(closeWindow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(closeWindow).toHaveBeenCalledTimes(1);
  });

  it('passes code and state along with the service', () => {
    const { postToOpener } = start({ params: { service: 'gmail', code: 'c0de', state: 'st' }, popup: true });
    expect(postToOpener.mock.calls[0][1].message).toEqual({ type: 'OAUTH_SUCCESS', service: 'gmail', code: 'c0de', state: 'st' });
  });

  it('posts OAUTH_ERROR with can_retry (false for a configuration error)', () => {
    const a = start({ params: { service: 'gmail', error: 'access_denied', error_description: 'Denegado' }, popup: true });
    expect(a.actor.getSnapshot().context.message).toBe('Error en autorización: access_denied: Denegado');
    expect(a.postToOpener.mock.calls[0][1].message).toEqual({ type: 'OAUTH_ERROR', service: 'gmail', error: 'access_denied: Denegado', can_retry: true });
    const b = start({ params: { service: 'gmail', error: 'invalid_client' }, popup: true });
    expect(b.postToOpener.mock.calls[0][1].message).toMatchObject({ type: 'OAUTH_ERROR', error: 'invalid_client', can_retry: false });
    vi.advanceTimersByTime(POPUP_CLOSE_MS);
    expect(b.closeWindow).toHaveBeenCalled();
  });
});

describe('oauthCallback machine — full-page mode', () => {
  it('exchanges the code, confirms the credential and goes home after 3 s', async () => {
    const { actor, exchangeCode, confirmCredential, goHome, postToOpener } = start({ params: { service: 'gmail', code: 'c0de', state: 'st' }, popup: false });
    expect(actor.getSnapshot().matches({ processing: 'exchanging' })).toBe(true);
    expect(exchangeCode.mock.calls[0][0].input).toEqual({ service: 'gmail', code: 'c0de', state: 'st' });
    await flush();
    expect(confirmCredential.mock.calls[0][0].input).toEqual({ service: 'gmail' });
    await flush();
    expect(actor.getSnapshot().matches('success')).toBe(true);
    vi.advanceTimersByTime(REDIRECT_HOME_MS - 1);
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(postToOpener).not.toHaveBeenCalled();
  });

  it('a provider error shows "Error en autorización: …" and goes home after 5 s', () => {
    const { actor, goHome } = start({ params: { error: 'access_denied', error_description: 'Denegado' }, popup: false });
    expect(actor.getSnapshot().context.message).toBe('Error en autorización: access_denied: Denegado');
    vi.advanceTimersByTime(PROVIDER_ERROR_REDIRECT_MS - 1);
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('without a code: "No se recibió código de autorización", home after 3 s', () => {
    const { actor, goHome, exchangeCode } = start({ params: { service: 'gmail' }, popup: false });
    expect(actor.getSnapshot().context.message).toBe('No se recibió código de autorización');
    expect(exchangeCode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REDIRECT_HOME_MS);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('a failed exchange or confirmation: "Error procesando autorización: {message}"', async () => {
    const a = start({ params: { service: 'gmail', code: 'x' }, popup: false }, { exchangeCode: async () => { throw { status: 400, detail: 'state inválido' }; } });
    await flush();
    expect(a.actor.getSnapshot().context.message).toBe('Error procesando autorización: state inválido');
    const b = start({ params: { service: 'gmail', code: 'x' }, popup: false }, { confirmCredential: async () => { throw new Error('Credencial no encontrada'); } });
    await flush();
    expect(b.actor.getSnapshot().context.message).toBe('Error procesando autorización: Credencial no encontrada');
    vi.advanceTimersByTime(REDIRECT_HOME_MS);
    expect(b.goHome).toHaveBeenCalledTimes(1);
  });

  it('status=success without a code (our server already exchanged it) only confirms', async () => {
    const { actor, exchangeCode, confirmCredential } = start({ params: { service: 'slack', status: 'success' }, popup: false });
    expect(exchangeCode).not.toHaveBeenCalled();
    expect(confirmCredential.mock.calls[0][0].input).toEqual({ service: 'slack' });
    await flush();
    expect(actor.getSnapshot().matches('success')).toBe(true);
  });
});

describe('resolveService (spec §5)', () => {
  it('decoded state, else the URL, else the host name, else unknown', () => {
    expect(resolveService({ state: b64({ service: 'gmail', nonce: 'n' }), service: 'drive' })).toBe('gmail');
    expect(resolveService({ state: JSON.stringify({ service_id: 'sheets' }) })).toBe('sheets');
    expect(resolveService({ state: 'opaque-nonce', service: 'drive' })).toBe('drive');
    expect(resolveService({}, 'accounts.google.com')).toBe('google');
    expect(resolveService({}, 'login.microsoftonline.com')).toBe('microsoft');
    expect(resolveService({}, 'slack.com')).toBe('slack');
    expect(resolveService({}, 'example.com')).toBe('unknown');
  });
});
