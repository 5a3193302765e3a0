/**
 * Calls to a provider's token endpoint (RFC 6749 §4.1.3 and §6): form-encoded POST with the
 * client credentials in the body (client_secret_post, which Google, GitHub, Microsoft, Slack and
 * Salesforce all accept), JSON answer (GitHub needs `Accept: application/json`; a form-encoded
 * answer is read too). Slack and GitHub report some errors with status 200: `ok:false` / `error`.
 */

export type TokenSet = {
  access_token: string;
  refresh_token?: string;
  token_type?: string;
  /** Seconds, as the provider sent it. */
  expires_in?: number;
  scope?: string;
};

/** A failed token call: `code` is the provider's OAuth error code (e.g. invalid_grant), never a secret. */
export class TokenError extends Error {
  constructor(public readonly code: string, public readonly description: string, public readonly status?: number) {
    super(`${code}: ${description}`);
  }
}

const TIMEOUT_MS = 15_000;

export async function tokenRequest(tokenUrl: string, params: Record<string, string | undefined>): Promise<TokenSet> {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') body.set(k, v);
  let res: Response;
  try {
    res = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new TokenError('network_error', 'No se pudo conectar con el proveedor para obtener el token');
  }
  const text = await res.text();
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    data = Object.fromEntries(new URLSearchParams(text));
  }
  const error = typeof data.error === 'string' ? data.error : data.ok === false ? 'provider_error' : undefined;
  if (!res.ok || error || typeof data.access_token !== 'string' || !data.access_token) {
    const code = error ?? (res.ok ? 'invalid_response' : `http_${res.status}`);
    const description = typeof data.error_description === 'string' ? data.error_description.slice(0, 200)
      : res.ok ? 'El proveedor no entregó un token de acceso' : `El proveedor respondió ${res.status}`;
    throw new TokenError(code, description, res.status);
  }
  const expires = Number(data.expires_in);
  return {
    access_token: data.access_token,
    refresh_token: typeof data.refresh_token === 'string' && data.refresh_token ? data.refresh_token : undefined,
    token_type: typeof data.token_type === 'string' ? data.token_type : undefined,
    expires_in: Number.isFinite(expires) && expires > 0 ? expires : undefined,
    scope: typeof data.scope === 'string' ? data.scope : undefined,
  };
}

/** Splits a granted scope string (spaces, or commas for Slack). */
export function parseScopes(scope: string | undefined, fallback: string[]): string[] {
  if (!scope) return fallback;
  return scope.split(/[\s,]+/).filter(Boolean);
}
