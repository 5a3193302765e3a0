import { useState } from 'react';
import { useSearch } from 'wouter';
import { useOAuthCallback, useOAuthWindow } from '../../app';
import type { CallbackParams, OAuthCallbackInput } from '../../../machines/oauthCallback.machine';
import { OAuthCallbackView } from './OAuthCallbackView';

const KEYS = ['service', 'code', 'state', 'error', 'error_description', 'status', 'can_retry'] as const;

export function callbackParams(search: string): CallbackParams {
  const q = new URLSearchParams(search);
  return Object.fromEntries(KEYS.map((k) => [k, q.get(k)])) as CallbackParams;
}

function referrerHost(): string | null {
  try {
    return typeof document !== 'undefined' && document.referrer ? new URL(document.referrer).hostname : null;
  } catch {
    return null;
  }
}

/** /oauth-callback: popup mode when a window opened this one, else full-page mode. */
export function OAuthCallbackRoute() {
  const search = useSearch();
  const w = useOAuthWindow();
  // read once: the machine decides from the URL the page landed on
  const [input] = useState<OAuthCallbackInput>(() => ({ params: callbackParams(search), popup: !!w.opener(), host: referrerHost() }));
  return <OAuthCallbackConnected input={input} />;
}

function OAuthCallbackConnected({ input }: { input: OAuthCallbackInput }) {
  const s = useOAuthCallback(input);
  return <OAuthCallbackView status={s.status} message={s.message} service={s.service} popup={s.popup} />;
}
