import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../app';
import { HttpError } from '../http/errors';
import { saveCredential } from '../credentials/store';
import {
  appProblemText, authorizeExtras, clientAppById, isOAuthProvider, oauthServiceNode, parseAppChoice, resolveClientApp, scopeSeparator, scopesFor,
} from './providers';
import { bindBrowser, isSameBrowser } from './browser-binding';
import { callbackUrl, publicOrigin } from './public-url';
import { consumeState, createState, verifyState } from './state';
import { parseScopes, tokenRequest, TokenError } from './token';
import { expiryFrom, oauthSecretFrom } from './refresh';

/**
 * OAuth 2.0 authorization code flow with PKCE (docs/credentials.md):
 *   GET /api/oauth/initiate  (signed-in; the popup passes ?token=) → sets the browser-binding
 *                            cookie, 302 to the provider
 *   GET /api/oauth/callback  (public; the signed state names user, service and chat, and the cookie
 *                            must be the initiating browser's) → tokens stored, 302 to the SPA's
 *                            /oauth-callback, or JSON with Accept: application/json.
 */

type InitiateQuery = { Querystring: { service_id?: string; chat_id?: string; app?: string } };
type CallbackQuery = { Querystring: { code?: string; state?: string; service?: string; error?: string; error_description?: string } };

const wantsJson = (request: FastifyRequest) => /application\/json/i.test(String(request.headers.accept ?? ''));
const isHttps = (origin: string) => origin.startsWith('https://');

class FlowError extends HttpError {
  constructor(status: number, public readonly code: string, description: string) {
    super(status, description);
  }
}

/** The SPA's callback screen; `base` is the public origin (the redirect URI's origin). */
function spaCallback(base: string, serviceId: string | undefined, result: { ok: true } | { code: string; description: string }): string {
  const q = new URLSearchParams();
  if (serviceId) q.set('service', serviceId);
  if ('ok' in result) q.set('status', 'success');
  else {
    q.set('error', result.code);
    q.set('error_description', result.description);
  }
  return `${base}/oauth-callback?${q}`;
}

function answerFailure(request: FastifyRequest, reply: FastifyReply, base: string, serviceId: string | undefined, err: FlowError) {
  if (wantsJson(request)) {
    return reply.status(err.statusCode).send({ success: false, service_id: serviceId ?? '', message: err.message, detail: err.message, error: err.code });
  }
  return reply.redirect(spaCallback(base, serviceId, { code: err.code, description: err.message }), 302);
}

let warnedNoPublicUrl = false;

/** GET /api/oauth/initiate — registered inside the requireUser scope. `?app=system|own` is the modal's choice. */
export async function oauthInitiateRoutes(app: FastifyInstance, { db, vault, config }: Services) {
  app.get<InitiateQuery>('/api/oauth/initiate', async (request, reply) => {
    const serviceId = request.query.service_id?.trim();
    const chatId = request.query.chat_id?.trim() || null;
    const base = publicOrigin(config, request);
    if (!config.publicUrl && !config.trustForwardedHost && !warnedNoPublicUrl) {
      warnedNoPublicUrl = true;
      request.log.warn({ redirectUri: callbackUrl(base) }, 'ENLAZA_PUBLIC_URL is not set: OAuth redirects use the listening address');
    }
    try {
      if (!serviceId) throw new FlowError(400, 'invalid_request', 'Falta el servicio a conectar (service_id)');
      const node = oauthServiceNode(serviceId);
      if (!node) throw new FlowError(400, 'invalid_service', `El servicio "${serviceId}" no se conecta con OAuth`);
      const provider = node.auth.provider;
      const client = await resolveClientApp(db, vault, config, request.userId, provider, parseAppChoice(request.query.app));
      if ('problem' in client) throw new FlowError(400, 'no_oauth_app', appProblemText(client.problem, provider));
      const redirectUri = callbackUrl(base);
      const browser = bindBrowser(request, reply, isHttps(base));
      const { state, challenge, method } = await createState(db, vault, {
        userId: request.userId, serviceId, provider, chatId, redirectUri, clientId: client.clientId, browser,
      });
      const url = new URL(config.oauth[provider].authorizeUrl);
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        scope: scopesFor(serviceId, provider).join(scopeSeparator(provider)),
        state,
        code_challenge: challenge,
        code_challenge_method: method,
        ...authorizeExtras(provider),
      };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return reply.redirect(url.toString(), 302);
    } catch (err) {
      if (err instanceof FlowError) return answerFailure(request, reply, base, serviceId, err);
      throw err;
    }
  });
}

const STATE_MESSAGES = {
  invalid: 'La autorización no es válida: el estado (state) no es de Enlaza o fue alterado. Vuelve a intentar la conexión',
  expired: 'La autorización expiró (pasaron más de 10 minutos). Vuelve a intentar la conexión',
  used: 'Esta autorización ya se usó o expiró. Vuelve a intentar la conexión',
  browser: 'Esta autorización se inició en otro navegador: vuelve a intentar la conexión desde Enlaza en este navegador',
} as const;

/** GET /api/oauth/callback — public: the provider redirects the browser here without a bearer token. */
export async function oauthCallbackRoutes(app: FastifyInstance, { db, vault, config }: Services) {
  app.get<CallbackQuery>('/api/oauth/callback', async (request, reply) => {
    const q = request.query;
    const signed = verifyState(vault, q.state);
    // Only a state we signed may name the service; otherwise fall back to the URL's ?service=.
    let serviceId = signed?.s ?? (typeof q.service === 'string' ? q.service : undefined);
    let base = publicOrigin(config, request);
    try {
      // Checked before the state is consumed: another browser's visit must not spend it.
      if (signed && !isSameBrowser(request, isHttps(base), signed.b)) {
        throw new FlowError(400, 'state_browser', STATE_MESSAGES.browser);
      }
      const consumed = await consumeState(db, vault, q.state);
      if (typeof consumed === 'string') {
        if (q.error) throw new FlowError(400, q.error, q.error_description || 'El proveedor no autorizó el acceso');
        throw new FlowError(400, `state_${consumed}`, STATE_MESSAGES[consumed]);
      }
      const { row: st, verifier } = consumed;
      serviceId = st.serviceId;
      if (!config.publicUrl) base = new URL(st.redirectUri).origin;
      if (q.service && q.service !== st.serviceId) throw new FlowError(400, 'state_invalid', STATE_MESSAGES.invalid);
      // A denied consent (or any provider error) comes back with ?error= and no code.
      if (q.error) throw new FlowError(400, q.error, q.error_description || 'El proveedor no autorizó el acceso');
      if (!q.code) throw new FlowError(400, 'missing_code', 'No se recibió código de autorización');
      const provider = st.provider;
      const node = oauthServiceNode(st.serviceId);
      if (!node || !isOAuthProvider(provider)) throw new FlowError(400, 'invalid_service', `El servicio "${st.serviceId}" no se conecta con OAuth`);
      const client = await clientAppById(db, vault, config, st.userId, provider, st.clientId);
      if (!client) throw new FlowError(400, 'no_oauth_app', `La aplicación OAuth de ${provider} cambió durante la autorización. Vuelve a intentar la conexión`);

      let tokens;
      try {
        tokens = await tokenRequest(config.oauth[provider].tokenUrl, {
          grant_type: 'authorization_code',
          code: q.code,
          redirect_uri: st.redirectUri,
          client_id: client.clientId,
          client_secret: client.clientSecret,
          code_verifier: verifier,
        });
      } catch (err) {
        if (!(err instanceof TokenError)) throw err;
        request.log.warn({ service: st.serviceId, provider, error: err.code }, 'oauth code exchange failed');
        throw new FlowError(502, 'token_exchange_failed', `${node.name} no entregó el token de acceso (${err.code}): ${err.description}`);
      }
      const requested = scopesFor(st.serviceId, provider);
      const secret = oauthSecretFrom(tokens, { client_id: client.clientId, provider });
      await saveCredential(db, vault, {
        userId: st.userId,
        serviceId: st.serviceId,
        provider,
        flavor: st.serviceId,
        mechanism: 'oauth2',
        secret,
        scopes: parseScopes(tokens.scope, requested),
        expiresAt: expiryFrom(tokens),
        refreshable: !!secret.refresh_token,
      });
      if (wantsJson(request)) return { success: true, service_id: st.serviceId, message: `¡Conexión exitosa! ${node.name} quedó conectado.` };
      return reply.redirect(spaCallback(base, st.serviceId, { ok: true }), 302);
    } catch (err) {
      if (err instanceof FlowError) return answerFailure(request, reply, base, serviceId, err);
      throw err;
    }
  });
}
