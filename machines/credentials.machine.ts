import { assign, emit, fromPromise, setup } from 'xstate';
import type { AvailableService, Credential, OAuthApp, OAuthAppUpdate } from '../contracts';
import { errorText } from './shared';

/**
 * credentials — the credentials modal (spec §2 "Other modals", §4 "Credential connection status",
 * §5 "OAuth app form", §8 "Credentials and OAuth apps"). Two independent regions, one per tab:
 *
 *   Diagram: docs/machines/credentials.md (generated from this definition by `npm run diagrams`).
 */

// ---- constants (spec §5, §8, §9) -------------------------------------------------------------

export const CLIENT_ID_DISPLAY_LENGTH = 20;
export const APP_FIELDS_REQUIRED = 'Client ID y Client Secret son requeridos';
export const APP_CREATED = '✅ OAuth App creada exitosamente';
export const APP_UPDATED = '✅ OAuth App actualizada exitosamente';
export const APP_DELETED = '✅ OAuth App eliminada exitosamente';
export const appSaveErrorAlert = (message: string) => `❌ Error: ${message}`;
export const appDeleteErrorAlert = (message: string) => `❌ Error eliminando OAuth App: ${message}`;
export const credentialDeleteErrorAlert = (name: string, message: string) => `Error eliminando credencial de ${name}: ${message}`;

// ---- types -----------------------------------------------------------------------------------

export type ConnectionStatus = 'connected' | 'expired' | 'disconnected';

export type AppFormValues = { provider: string; client_id: string; client_secret: string; app_name: string };

export type CredentialsData = { credentials: Credential[]; services: AvailableService[] };

export type CredentialsContext = {
  credentials: Credential[];
  services: AvailableService[];
  apps: OAuthApp[];
  credentialsError: string | null;
  appsError: string | null;
  /** Name of the service whose credential is being deleted (for the failure alert). */
  deletingName: string | null;
  /** What the app form is doing (for the success alert). */
  saveKind: 'create' | 'update' | null;
};

export type CredentialsEvent =
  | { type: 'credentials.reload' }
  | { type: 'credentials.delete'; serviceId: string; name: string }
  | { type: 'apps.reload' }
  /** `original` is the app being edited (absent on create). */
  | { type: 'apps.save'; values: AppFormValues; original?: OAuthApp | null }
  | { type: 'apps.delete'; provider: string };

/** The app form can close: the app was stored. */
export type CredentialsEmitted = { type: 'apps.saved'; provider: string };

export type AppSaveInput =
  | { kind: 'create'; provider: string; body: { provider: string; client_id: string; client_secret: string; app_name?: string } }
  | { kind: 'update'; provider: string; body: OAuthAppUpdate };

// ---- pure helpers ----------------------------------------------------------------------------

/** spec §4: connected; expired when expires_at is in the past (or the server says so); disconnected when absent. */
export function connectionStatus(credential: Credential | null | undefined, now: number = Date.now()): ConnectionStatus {
  if (!credential) return 'disconnected';
  if (credential.status === 'expired') return 'expired';
  if (credential.expires_at && Date.parse(credential.expires_at) < now) return 'expired';
  return 'connected';
}

/** spec §9: Client ID displayed truncated to 20 characters. */
export function truncateClientId(id: string): string {
  return id.length > CLIENT_ID_DISPLAY_LENGTH ? `${id.slice(0, CLIENT_ID_DISPLAY_LENGTH)}...` : id;
}

/** spec §5 OAuth app form: null when valid, else the message to show. */
export function validateAppForm(values: AppFormValues, editing: boolean): string | null {
  if (!editing && !values.provider) return APP_FIELDS_REQUIRED;
  if (!values.client_id.trim()) return APP_FIELDS_REQUIRED;
  if (!editing && !values.client_secret.trim()) return APP_FIELDS_REQUIRED;
  return null;
}

/** spec §5/§7: POST sends everything; PUT only the non-empty fields that changed (empty secret keeps the current one). */
export function appSaveInput(values: AppFormValues, original?: OAuthApp | null): AppSaveInput {
  const clientId = values.client_id.trim();
  const secret = values.client_secret.trim();
  const name = values.app_name.trim();
  if (!original) {
    return {
      kind: 'create',
      provider: values.provider,
      body: { provider: values.provider, client_id: clientId, client_secret: secret, ...(name ? { app_name: name } : {}) },
    };
  }
  const body: OAuthAppUpdate = {};
  if (clientId && clientId !== original.client_id) body.client_id = clientId;
  if (secret) body.client_secret = secret;
  if (name && name !== (original.app_name ?? '')) body.app_name = name;
  return { kind: 'update', provider: original.provider, body };
}

export type CredentialRow = { serviceId: string; name: string; mechanism: string | null; status: ConnectionStatus; credential: Credential | null };

/** Every known service with its status, plus credentials for services the catalogue does not list. */
export function credentialRows(credentials: Credential[], services: AvailableService[], now: number = Date.now()): CredentialRow[] {
  const byService = new Map(credentials.map((c) => [c.service_id, c]));
  const rows: CredentialRow[] = services.map((s) => {
    const c = byService.get(s.service_id) ?? null;
    return { serviceId: s.service_id, name: s.display_name, mechanism: s.mechanism, status: connectionStatus(c, now), credential: c };
  });
  const listed = new Set(services.map((s) => s.service_id));
  for (const c of credentials)
    if (!listed.has(c.service_id))
      rows.push({ serviceId: c.service_id, name: c.service_id, mechanism: c.mechanism, status: connectionStatus(c, now), credential: c });
  const order: Record<ConnectionStatus, number> = { expired: 0, connected: 1, disconnected: 2 };
  return rows.sort((a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name, 'es'));
}

// ---- machine ---------------------------------------------------------------------------------

export const credentialsMachine = setup({
  types: {
    context: {} as CredentialsContext,
    events: {} as CredentialsEvent,
    emitted: {} as CredentialsEmitted,
  },
  actors: {
    /** GET /api/credentials/ (+ GET …/services/available for the disconnected ones). */
    fetchCredentials: fromPromise<CredentialsData>(async () => ({ credentials: [], services: [] })),
    /** DELETE /api/credentials/{service_id} */
    deleteCredential: fromPromise<unknown, { serviceId: string }>(async () => {
      throw new Error('deleteCredential not provided');
    }),
    /** GET /api/oauth-apps/ */
    fetchApps: fromPromise<OAuthApp[]>(async () => []),
    /** POST or PUT /api/oauth-apps/{provider} */
    saveApp: fromPromise<unknown, AppSaveInput>(async () => {
      throw new Error('saveApp not provided');
    }),
    /** DELETE /api/oauth-apps/{provider} */
    deleteApp: fromPromise<unknown, { provider: string }>(async () => {
      throw new Error('deleteApp not provided');
    }),
  },
  actions: {
    alert: (_: unknown, _params: { message: string }) => {},
  },
  guards: {
    appFormValid: ({ event }) => event.type === 'apps.save' && validateAppForm(event.values, !!event.original) === null,
  },
}).createMachine({
  id: 'credentials',
  type: 'parallel',
  context: { credentials: [], services: [], apps: [], credentialsError: null, appsError: null, deletingName: null, saveKind: null },
  states: {
    credentials: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchCredentials',
            src: 'fetchCredentials',
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({ credentials: event.output.credentials, services: event.output.services, credentialsError: null })),
            },
            onError: { target: 'failed', actions: assign({ credentialsError: ({ event }) => errorText(event.error, 'Error') }) },
          },
        },
        ready: {
          on: {
            'credentials.reload': { target: 'loading' },
            'credentials.delete': { target: 'deleting', actions: assign({ deletingName: ({ event }) => event.name || event.serviceId }) },
          },
        },
        failed: {
          on: { 'credentials.reload': { target: 'loading' } },
        },
        deleting: {
          invoke: {
            id: 'deleteCredential',
            src: 'deleteCredential',
            input: ({ event }) => ({ serviceId: (event as Extract<CredentialsEvent, { type: 'credentials.delete' }>).serviceId }),
            onDone: { target: 'loading' },
            // spec §7: on failure the list is reloaded (after the alert)
            onError: {
              target: 'loading',
              actions: {
                type: 'alert',
                params: ({ context, event }) => ({
                  message: credentialDeleteErrorAlert(context.deletingName ?? '', errorText(event.error, 'Error')),
                }),
              },
            },
          },
        },
      },
    },

    apps: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchApps',
            src: 'fetchApps',
            onDone: { target: 'ready', actions: assign({ apps: ({ event }) => event.output, appsError: null }) },
            onError: { target: 'failed', actions: assign({ appsError: ({ event }) => errorText(event.error, 'Error') }) },
          },
        },
        ready: {
          on: {
            'apps.reload': { target: 'loading' },
            'apps.save': [
              { guard: 'appFormValid', target: 'saving', actions: assign({ saveKind: ({ event }) => (event.original ? 'update' : 'create') }) },
              { actions: { type: 'alert', params: { message: APP_FIELDS_REQUIRED } } },
            ],
            'apps.delete': { target: 'deleting' },
          },
        },
        failed: {
          on: { 'apps.reload': { target: 'loading' } },
        },
        saving: {
          invoke: {
            id: 'saveApp',
            src: 'saveApp',
            input: ({ event }) => {
              const e = event as Extract<CredentialsEvent, { type: 'apps.save' }>;
              return appSaveInput(e.values, e.original);
            },
            onDone: {
              target: 'loading',
              actions: [
                { type: 'alert', params: ({ context }) => ({ message: context.saveKind === 'update' ? APP_UPDATED : APP_CREATED }) },
                emit(({ event }) => ({ type: 'apps.saved' as const, provider: String((event.output as { provider?: unknown } | undefined)?.provider ?? '') })),
              ],
            },
            onError: {
              target: 'ready',
              actions: { type: 'alert', params: ({ event }) => ({ message: appSaveErrorAlert(errorText(event.error, 'Error')) }) },
            },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteApp',
            src: 'deleteApp',
            input: ({ event }) => ({ provider: (event as Extract<CredentialsEvent, { type: 'apps.delete' }>).provider }),
            onDone: { target: 'loading', actions: { type: 'alert', params: { message: APP_DELETED } } },
            onError: {
              target: 'ready',
              actions: { type: 'alert', params: ({ event }) => ({ message: appDeleteErrorAlert(errorText(event.error, 'Error')) }) },
            },
          },
        },
      },
    },
  },
});

export type CredentialsMachine = typeof credentialsMachine;
