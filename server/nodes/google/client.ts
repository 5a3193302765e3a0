import type { Config } from '../../config';
import { apiUrl, callApi, type ApiCall, type ApiResponse } from '../../net/api-client';
import { oauthToken } from '../credential';
import type { ExecutionContext } from '../types';

/** Google API hosts; ENLAZA_GOOGLE_API_URL (config.apis.google) replaces all of them (tests, proxies). */
const HOSTS = {
  gmail: 'https://gmail.googleapis.com',
  sheets: 'https://sheets.googleapis.com',
  drive: 'https://www.googleapis.com',
  calendar: 'https://www.googleapis.com',
} as const;

export type GoogleApi = keyof typeof HOSTS;
type Ctx = Pick<ExecutionContext, 'getCredential' | 'signal'> & { config: Config };

export function googleUrl(config: Config, api: GoogleApi, path: string, query?: Record<string, string | number | undefined>): URL {
  return apiUrl(config.apis.google ?? HOSTS[api], path, query);
}

/** A call to a Google API with the user's token for `service` (falling back to a 'google' credential). */
export async function google(ctx: Ctx, service: string, label: string, call: Omit<ApiCall, 'service' | 'headers'> & { headers?: Record<string, string> }): Promise<ApiResponse> {
  const token = await oauthToken(ctx, [service, 'google'], label);
  return callApi(ctx, { ...call, service: 'Google', headers: { authorization: `Bearer ${token}`, ...call.headers } });
}

