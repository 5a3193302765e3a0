/**
 * The `.provide()` implementations of the service-connection machines (credentials, OAuth apps,
 * popup, callback, requirement queue) and the browser pieces of the OAuth flows.
 */
import { fromCallback, fromPromise } from 'xstate';
import { credentials as credentialsApi, discovery, oauth, oauthApps } from '../api/endpoints';
import { getAccessToken } from '../api/tokens';
import { oauthPopupMachine, type PopupWindowCommand, type PopupWindowInput, type TrustedOrigins } from '../../machines/oauthPopup.machine';
import { serviceConnectionMachine, type AuthStepAnswer, type OwnAppDraft, type StoreInput } from '../../machines/serviceConnection.machine';
import { oauthRequirementsMachine } from '../../machines/oauthRequirements.machine';
import { oauthCallbackMachine, type ExchangeAnswer } from '../../machines/oauthCallback.machine';
import { credentialsMachine, type AppSaveInput, type CredentialsData } from '../../machines/credentials.machine';
import { HOME, silentAbort, type AppDeps } from './actors';

// ---- connecting services: credentials, OAuth apps, popup, callback, requirement queue --------

/** The browser pieces the OAuth machines need (spec §4, §8 "Popups and OAuth"). */
export type OAuthWindowDeps = {
  open: (url: string, name: string, features: string) => Window | null;
  /** Subscribes to the page's `message` events; returns the unsubscribe. */
  listen: (handler: (event: MessageEvent) => void) => () => void;
  /** Full-page navigation (the 'redirecting' state). */
  redirect: (url: string) => void;
  accessToken: () => string | null;
  /** The app's own origin (the only one popup messages may come from). */
  origins: () => TrustedOrigins;
  /** The window that opened this one (the callback screen in a popup), if still there. */
  opener: () => Window | null;
  closeSelf: () => void;
};

const hasWindow = () => typeof window !== 'undefined';

/** The API host: VITE_API_ORIGIN when the API is served elsewhere, else the app's own origin. */
export function apiOrigin(): string {
  const configured = (import.meta.env?.VITE_API_ORIGIN as string | undefined) ?? '';
  return configured.replace(/\/+$/, '') || (hasWindow() ? window.location.origin : '');
}

export function browserOAuthWindow(overrides: Partial<OAuthWindowDeps> = {}): OAuthWindowDeps {
  return {
    open: (url, name, features) => window.open(url, name, features),
    listen: (handler) => {
      window.addEventListener('message', handler);
      return () => window.removeEventListener('message', handler);
    },
    redirect: (url) => window.location.assign(url),
    accessToken: () => getAccessToken(),
    origins: () => ({ app: hasWindow() ? window.location.origin : '' }),
    opener: () => {
      const o = hasWindow() ? (window.opener as Window | null) : null;
      return o && !o.closed ? o : null;
    },
    closeSelf: () => window.close(),
    ...overrides,
  };
}

export const oauthWindowOf = (deps: AppDeps) => browserOAuthWindow(deps.oauthWindow);

/** Adds the access token to our own initiate URL (the popup has no Authorization header). */
export function withAccessToken(url: string, token: string | null): string {
  const base = hasWindow() ? window.location.origin : 'http://localhost';
  const u = new URL(url, base);
  if (token && u.pathname.startsWith('/api/oauth/initiate') && !u.searchParams.has('token')) u.searchParams.set('token', token);
  return u.origin === base ? `${u.pathname}${u.search}` : u.toString();
}

/** The popup window: opened centred at 500×600, `message` events forwarded, closed on stop. */
export function popupWindowLogic(w: OAuthWindowDeps) {
  return fromCallback<PopupWindowCommand, PopupWindowInput>(({ input, sendBack, receive }) => {
    const left = hasWindow() ? Math.max(0, Math.round(window.screenX + (window.outerWidth - input.width) / 2)) : 0;
    const top = hasWindow() ? Math.max(0, Math.round(window.screenY + (window.outerHeight - input.height) / 2)) : 0;
    const features = `width=${input.width},height=${input.height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
    const popup = w.open(withAccessToken(input.url, w.accessToken()), 'enlaza_oauth', features);
    if (!popup) {
      sendBack({ type: 'popup.blocked' });
      return () => {};
    }
    // The machine accepts only messages whose source is this very window (and from our origin).
    const unlisten = w.listen((event) => sendBack({ type: 'popup.message', origin: event.origin, data: event.data, fromPopup: event.source === popup }));
    receive((command) => {
      if (command.type === 'popup.focus') {
        if (!popup.closed) popup.focus();
        return;
      }
      if (popup.closed) sendBack({ type: 'popup.closed' });
    });
    return () => {
      unlisten();
      try {
        if (!popup.closed) popup.close();
      } catch {
        /* cross-origin window already gone */
      }
    };
  });
}

export function provideOAuthPopup(deps: AppDeps) {
  const w = oauthWindowOf(deps);
  return oauthPopupMachine.provide({
    actors: { popupWindow: popupWindowLogic(w) },
    actions: { alert: (_, params) => deps.alert(params.message) },
  });
}

/** Stores a form connection on the endpoint of its mechanism (spec §7). */
export function storeCredential(input: StoreInput, signal?: AbortSignal): Promise<unknown> {
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(input.values).filter(([, v]) => v !== ''));
  switch (input.mechanism) {
    case 'api_key':
    case 'bot_token':
      return credentialsApi.storeApiKey(input.serviceId, { ...values, chat_id: input.chatId }, { signal });
    case 'db_credentials':
      return credentialsApi.storeDbCredentials(
        input.serviceId,
        { ...values, ...(values.port ? { port: Number(values.port) } : {}), chat_id: input.chatId },
        { signal },
      );
    default:
      return credentialsApi.create(
        { service_id: input.serviceId, ...(input.provider ? { provider: input.provider } : {}), mechanism: input.mechanism, config: values, chat_id: input.chatId },
        { signal },
      );
  }
}

export function provideServiceConnection(deps: AppDeps) {
  const w = oauthWindowOf(deps);
  return serviceConnectionMachine.provide({
    actors: {
      fetchAuthStep: fromPromise<AuthStepAnswer, { serviceId: string; chatId: string | null }>(
        silentAbort(({ input, signal }) => discovery.authStep(input.serviceId, input.chatId, { signal }) as Promise<AuthStepAnswer>),
      ),
      saveOAuthApp: fromPromise<unknown, { provider: string; app: OwnAppDraft }>(silentAbort(async ({ input, signal }) => {
        const name = input.app.app_name?.trim();
        const existing = await oauthApps.get(input.provider, { signal });
        const fields = { client_id: input.app.client_id.trim(), client_secret: input.app.client_secret.trim(), ...(name ? { app_name: name } : {}) };
        return existing ? oauthApps.update(input.provider, fields, { signal }) : oauthApps.create(input.provider, { provider: input.provider, ...fields }, { signal });
      })),
      storeCredential: fromPromise<unknown, StoreInput>(silentAbort(({ input, signal }) => storeCredential(input, signal))),
      oauthPopup: provideOAuthPopup(deps),
    },
    actions: {
      redirectTo: (_, params) => w.redirect(withAccessToken(params.url, w.accessToken())),
    },
  });
}

export function provideOAuthRequirements(deps: AppDeps) {
  return oauthRequirementsMachine.provide({ actors: { serviceConnection: provideServiceConnection(deps) } });
}

export function provideOAuthCallback(deps: AppDeps) {
  const w = oauthWindowOf(deps);
  return oauthCallbackMachine.provide({
    actors: {
      exchangeCode: fromPromise<ExchangeAnswer, { service: string; code: string; state: string | null }>(
        silentAbort(({ input, signal }) => oauth.callback(input, { signal })),
      ),
      confirmCredential: fromPromise<unknown, { service: string }>(silentAbort(({ input, signal }) => credentialsApi.get(input.service, { signal }))),
    },
    actions: {
      // the opener must be our own page: never post to any other origin
      postToOpener: (_, params) => w.opener()?.postMessage(params.message, w.origins().app),
      closeWindow: () => w.closeSelf(),
      goHome: () => deps.navigate(HOME),
    },
  });
}

export function provideCredentials(deps: AppDeps) {
  return credentialsMachine.provide({
    actors: {
      fetchCredentials: fromPromise<CredentialsData>(silentAbort(async ({ signal }) => {
        const [list, services] = await Promise.all([
          credentialsApi.list({ signal }),
          // without the catalogue the tab still lists the stored credentials
          discovery.available({ signal }).catch(() => []),
        ]);
        return { credentials: list, services };
      })),
      deleteCredential: fromPromise<unknown, { serviceId: string }>(silentAbort(({ input, signal }) => credentialsApi.remove(input.serviceId, { signal }))),
      fetchApps: fromPromise(silentAbort(({ signal }) => oauthApps.list({ signal }))),
      saveApp: fromPromise<unknown, AppSaveInput>(silentAbort(({ input, signal }) =>
        input.kind === 'create' ? oauthApps.create(input.provider, input.body, { signal }) : oauthApps.update(input.provider, input.body, { signal }),
      )),
      deleteApp: fromPromise<unknown, { provider: string }>(silentAbort(({ input, signal }) => oauthApps.remove(input.provider, { signal }))),
    },
    actions: { alert: (_, params) => deps.alert(params.message) },
  });
}
