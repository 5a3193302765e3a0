import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  appSaveInput,
  connectionStatus,
  credentialRows,
  credentialsMachine,
  truncateClientId,
  validateAppForm,
} from '../../machines/credentials.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const cred = (service_id: string, expires_at: string | null = null, status: 'connected' | 'expired' = 'connected') => ({
  service_id,
  provider: 'google',
  flavor: 'oauth',
  mechanism: 'oauth2' as const,
  scopes: [],
  created_at: '2026-11-01T00:00:00Z',
  expires_at,
  status,
});
const app = { provider: 'google' as const, client_id: '1234567890-abcdefghijklmnop.apps.googleusercontent.com', app_name: 'Mi app', has_client_secret: true, created_at: '', updated_at: '' };
const values = (v: Partial<{ provider: string; client_id: string; client_secret: string; app_name: string }> = {}) => ({
  provider: 'google',
  client_id: 'id',
  client_secret: 'secret',
  app_name: '',
  ...v,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('credentials machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: credentialsMachine,
      promiseActors: ['fetchCredentials', 'deleteCredential', 'fetchApps', 'saveApp', 'deleteApp'],
      inputs: [undefined],
      events: () => [
        { type: 'credentials.reload' },
        { type: 'credentials.delete', serviceId: 'gmail', name: 'Gmail' },
        { type: 'apps.reload' },
        { type: 'apps.save', values: values() },
        { type: 'apps.save', values: values({ client_secret: '' }) },
        { type: 'apps.delete', provider: 'google' },
      ],
      outputs: {
        fetchCredentials: () => [{ credentials: [cred('gmail')], services: [] }],
        deleteCredential: () => [undefined],
        fetchApps: () => [[app]],
        saveApp: () => [undefined],
        deleteApp: () => [undefined],
      },
      serializeState: (s) => JSON.stringify([s.value, s.context.credentials.length, s.context.apps.length, !!s.context.credentialsError, !!s.context.appsError]),
      limit: 50_000,
    });
    expectFullCoverage(report);
  }, 60_000);
});

function start(overrides: Record<string, any> = {}) {
  const alert = vi.fn();
  const impl = {
    fetchCredentials: vi.fn<(a: { input: any }) => Promise<any>>(overrides.fetchCredentials ?? (async () => ({ credentials: [cred('gmail')], services: [] }))),
    deleteCredential: vi.fn<(a: { input: any }) => Promise<any>>(overrides.deleteCredential ?? (async () => undefined)),
    fetchApps: vi.fn<(a: { input: any }) => Promise<any>>(overrides.fetchApps ?? (async () => [app])),
    saveApp: vi.fn<(a: { input: any }) => Promise<any>>(overrides.saveApp ?? (async () => undefined)),
    deleteApp: vi.fn<(a: { input: any }) => Promise<any>>(overrides.deleteApp ?? (async () => undefined)),
  };
  const actors = Object.fromEntries(Object.entries(impl).map(([k, f]) => [k, fake(f)]));
  const actor = createActor(credentialsMachine.provide({ actions: { alert }, actors }));
  actor.start();
  return { actor, alert, ...impl };
}

const alerts = (alert: ReturnType<typeof vi.fn>) => alert.mock.calls.map((c) => c[1].message);

describe('credentials machine — scenarios', () => {
  it('a failed credential delete alerts "Error eliminando credencial de {name}: …" and reloads the list', async () => {
    const { actor, alert, fetchCredentials } = start({ deleteCredential: async () => { throw new Error('Error 404: Not Found'); } });
    await flush();
    actor.send({ type: 'credentials.delete', serviceId: 'gmail', name: 'Gmail' });
    await flush();
    expect(alerts(alert)).toEqual(['Error eliminando credencial de Gmail: Error 404: Not Found']);
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
  });

  it('create → "✅ OAuth App creada exitosamente", update → "actualizada", delete → "eliminada", all reload', async () => {
    const { actor, alert, saveApp, fetchApps } = start();
    await flush();
    actor.send({ type: 'apps.save', values: values() });
    await flush();
    actor.send({ type: 'apps.save', values: values({ client_id: app.client_id, client_secret: '' }), original: app });
    await flush();
    actor.send({ type: 'apps.delete', provider: 'google' });
    await flush();
    expect(alerts(alert)).toEqual([
      '✅ OAuth App creada exitosamente',
      '✅ OAuth App actualizada exitosamente',
      '✅ OAuth App eliminada exitosamente',
    ]);
    expect(saveApp.mock.calls[0][0].input).toEqual({ kind: 'create', provider: 'google', body: { provider: 'google', client_id: 'id', client_secret: 'secret' } });
    expect(saveApp.mock.calls[1][0].input).toEqual({ kind: 'update', provider: 'google', body: {} });
    expect(fetchApps).toHaveBeenCalledTimes(4);
  });

  it('failures: "❌ Error: …" and "❌ Error eliminando OAuth App: …"', async () => {
    const { actor, alert } = start({
      saveApp: async () => { throw new Error('Error 409: Ya existe'); },
      deleteApp: async () => { throw new Error('Error 500: Internal Server Error'); },
    });
    await flush();
    actor.send({ type: 'apps.save', values: values() });
    await flush();
    actor.send({ type: 'apps.delete', provider: 'google' });
    await flush();
    expect(alerts(alert)).toEqual(['❌ Error: Error 409: Ya existe', '❌ Error eliminando OAuth App: Error 500: Internal Server Error']);
  });

  it('an invalid form never reaches the server', async () => {
    const { actor, alert, saveApp } = start();
    await flush();
    actor.send({ type: 'apps.save', values: values({ client_secret: '' }) });
    expect(alerts(alert)).toEqual(['Client ID y Client Secret son requeridos']);
    expect(saveApp).not.toHaveBeenCalled();
  });
});

describe('credential rules (spec §4, §5, §9)', () => {
  it('connected / expired (expires_at past or server says so) / disconnected', () => {
    expect(connectionStatus(cred('gmail', '2026-11-24T00:00:00Z'), NOW)).toBe('connected');
    expect(connectionStatus(cred('gmail', null), NOW)).toBe('connected');
    expect(connectionStatus(cred('gmail', '2026-11-22T00:00:00Z'), NOW)).toBe('expired');
    expect(connectionStatus(cred('gmail', null, 'expired'), NOW)).toBe('expired');
    expect(connectionStatus(undefined, NOW)).toBe('disconnected');
  });

  it('rows: every available service with its status, expired first', () => {
    const services = [
      { service_id: 'slack', display_name: 'Slack', mechanism: 'oauth2' as const, provider: 'slack' },
      { service_id: 'gmail', display_name: 'Gmail', mechanism: 'oauth2' as const, provider: 'google' },
      { service_id: 'sheets', display_name: 'Google Sheets', mechanism: 'oauth2' as const, provider: 'google' },
    ];
    const rows = credentialRows([cred('gmail', '2026-11-22T00:00:00Z'), cred('sheets'), cred('custom')], services, NOW);
    expect(rows.map((r) => [r.name, r.status])).toEqual([
      ['Gmail', 'expired'],
      ['custom', 'connected'],
      ['Google Sheets', 'connected'],
      ['Slack', 'disconnected'],
    ]);
  });

  it('Client ID truncated to 20 characters', () => {
    expect(truncateClientId(app.client_id)).toBe('1234567890-abcdefghi...');
    expect(truncateClientId('short')).toBe('short');
  });

  it('form: provider required on create; client_id required; client_secret required on create only', () => {
    expect(validateAppForm(values({ provider: '' }), false)).toBe('Client ID y Client Secret son requeridos');
    expect(validateAppForm(values({ client_id: ' ' }), false)).toBe('Client ID y Client Secret son requeridos');
    expect(validateAppForm(values({ client_secret: '' }), false)).toBe('Client ID y Client Secret son requeridos');
    expect(validateAppForm(values({ client_secret: '' }), true)).toBeNull();
    expect(validateAppForm(values({ client_id: '' }), true)).toBe('Client ID y Client Secret son requeridos');
  });

  it('edit sends only the non-empty fields that changed', () => {
    expect(appSaveInput(values({ client_id: 'nuevo', client_secret: '', app_name: '' }), app)).toEqual({ kind: 'update', provider: 'google', body: { client_id: 'nuevo' } });
    expect(appSaveInput(values({ client_id: app.client_id, client_secret: 's2', app_name: 'Otra' }), app)).toEqual({
      kind: 'update',
      provider: 'google',
      body: { client_secret: 's2', app_name: 'Otra' },
    });
  });
});
