import type { SnapshotFrom } from 'xstate';
import {
  appProviderOf,
  defaultsAvailable,
  formFields,
  popupUrl,
  type FormField,
  type ServiceConnectionMachine,
} from '../../../machines/serviceConnection.machine';

export type ConnectionPhase =
  | 'loading'
  | 'choosing'
  | 'defaultsMissing'
  | 'oauthConfig'
  | 'processing'
  | 'oauthWaiting'
  | 'checking'
  | 'redirecting'
  | 'form'
  | 'success'
  | 'error'
  | 'closed';

/** What the service authentication modal shows for a snapshot of the serviceConnection machine. */
export type ConnectionView = {
  phase: ConnectionPhase;
  serviceName: string;
  error: string | null;
  fields: FormField[];
  provider: string | null;
  /** The provider page (initiate URL) for the manual link / full-page fallback. */
  url: string;
  canRedirect: boolean;
  /** False when the server has no default OAuth app for the provider (only an own app can connect). */
  defaultsAvailable: boolean;
  /** The redirect URI the server uses (auth step), when it said. */
  redirectUri: string | null;
};

const PHASES: Record<string, ConnectionPhase> = {
  loading: 'loading',
  choosingCredentials: 'choosing',
  defaultsMissing: 'defaultsMissing',
  oauthConfig: 'oauthConfig',
  savingApp: 'processing',
  processing: 'processing',
  oauthWaiting: 'oauthWaiting',
  checking: 'checking',
  redirecting: 'redirecting',
  form: 'form',
  success: 'success',
  connected: 'success',
  error: 'error',
  cancelled: 'closed',
};

export function connectionView(s: SnapshotFrom<ServiceConnectionMachine>): ConnectionView {
  const c = s.context;
  const value = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
  return {
    phase: PHASES[value] ?? 'loading',
    serviceName: c.step?.service_name || c.serviceName || c.serviceId,
    error: c.error,
    fields: formFields(c.step, c.category),
    provider: appProviderOf(c.step),
    url: popupUrl(c.step, c.serviceId, c.chatId, c.appChoice),
    canRedirect: c.step?.mechanism === 'oauth2' || !!c.step?.auth_url,
    defaultsAvailable: defaultsAvailable(c.step),
    redirectUri: c.step?.redirect_uri ?? null,
  };
}
