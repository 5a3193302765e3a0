import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Database } from './db';
import { authRoutes } from './auth/routes';
import { requireUser } from './auth/plugin';
import { createTokenService, loadSigningKey, type TokenService } from './auth/tokens';
import { clientErrorHandler, frameworkErrors, registerErrorHandler, registerNotFoundHandler } from './http/errors';
import { BODY_LIMIT, registerInputCleaning } from './http/clean-input';
import { registerSecurityHeaders } from './http/security-headers';
import { chatsRoutes } from './chats/routes';
import { assistantRoutes } from './assistant/routes';
import { flowsRoutes } from './flows/routes';
import { decisionRoutes } from './flows/decision-routes';
import { executionsRoutes } from './executions/routes';
import { webhooksRoutes } from './webhooks/routes';
import { flowWebhookRoutes } from './flows/webhook-routes';
import { catalogueRoutes } from './catalogue/routes';
import { simulationRoutes } from './simulation/routes';
import { createEngine, type Engine } from './engine';
import { vaultFromConfig, type Vault } from './credentials/crypto';
import { bindCredentialRuntime } from './credentials/runtime';
import { credentialsRoutes } from './credentials/routes';
import { oauthAppsRoutes } from './oauth-apps/routes';
import { oauthCallbackRoutes, oauthInitiateRoutes } from './oauth/routes';
import { discoveryRoutes } from './discovery/routes';
import { llmCatalogueRoutes } from './llm-catalogue/routes';
import { marketplaceRoutes } from './marketplace/routes';
import { frontendLogsRoutes } from './frontend-logs/routes';
import { fileDiscoveryRoutes } from './file-discovery/routes';
import { agentsPublicRoutes, agentsRoutes } from './agents';
import { createAlerts, type Alerts } from './alerts/service';
import { alertsRoutes } from './alerts/routes';
import { createReplays, replayRoutes, type Replays } from './replay/routes';
import { createPruner } from './retention/prune';
import { healthRoute } from './retention/health-route';

/** Everything a route needs; built once per process and handed to each route module. */
export type Services = { db: Database['db']; config: Config; tokens: TokenService; engine: Engine; vault: Vault; alerts: Alerts; replays: Replays };

export type App = FastifyInstance & { services: Services };

const SECRET_KEYS = ['password', 'refresh_token', 'access_token', 'client_secret', 'api_key', 'bot_token', 'token', 'config', 'code', 'code_verifier'];

/** Query parameters that carry secrets (the popup's ?token=, the OAuth callback's code and state). */
const SECRET_QUERY = /([?&](?:token|code|state|access_token|refresh_token|code_verifier)=)[^&#]*/gi;
const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[oculto]');

export type BuildOptions = {
  logger?: boolean;
  /** Where log lines go (default stdout); the security battery reads them to look for secrets. */
  logStream?: { write: (line: string) => void };
  /** Called for every route as it is registered (the security battery enumerates them). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger === false ? false : {
      level: config.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      redact: { paths: ['req.headers.authorization', ...SECRET_KEYS.map((k) => `req.body.${k}`)], censor: '[oculto]' },
      serializers: {
        req: (req: { method: string; url: string; host?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip }),
      },
    },
    bodyLimit: BODY_LIMIT,
    // Only trusted proxies may name the client's address (sign-in throttling counts per address).
    trustProxy: config.trustProxy,
    // Errors raised before a route or a hook runs answer Spanish {detail} too (http/errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  registerErrorHandler(app);
  registerInputCleaning(app);
  // CSP, nosniff, frame-ancestors, Referrer-Policy, HSTS over https: on every response (docs/security.md).
  await registerSecurityHeaders(app, config);
  // Cookies: the OAuth browser binding (server/oauth/browser-binding.ts).
  await app.register(fastifyCookie);

  const key = await loadSigningKey(database.db);
  const tokens = createTokenService(database.db, key, { accessS: config.accessTokenTtlS, refreshS: config.refreshTokenTtlS, graceS: config.auth.refreshGraceS });
  const vault = vaultFromConfig(config);
  bindCredentialRuntime(database.db, { vault, config, log: app.log });
  const engine = createEngine({ db: database.db, config, log: app.log });
  // Failure alerts listen to every run that ends (docs/alerts.md); retention prunes old executions.
  const alerts = createAlerts({ db: database.db, config, log: app.log });
  engine.onRunFinished(alerts.onRunFinished);
  const replays = createReplays(config.executions.retryConcurrency);
  const pruner = createPruner({ db: database.db, config, kind: database.kind, log: app.log });
  const services: Services = { db: database.db, config, tokens, engine, vault, alerts, replays };

  await app.register(authRoutes, services);
  await app.register(webhooksRoutes, services);
  // The provider redirects the browser to the callback without a bearer token: the signed state identifies the user.
  await app.register(oauthCallbackRoutes, services);
  // Browser logs arrive before sign-in and from the unload beacon, which carries no token.
  await app.register(frontendLogsRoutes, services);
  // Public agent pages (/a/{public_id}) and Telegram's webhook for deployed agents; binds the agent runtime.
  await app.register(agentsPublicRoutes, services);
  await app.register(async (scope) => {
    requireUser(scope, tokens);
    await scope.register(chatsRoutes, services);
    await scope.register(assistantRoutes, services);
    await scope.register(flowsRoutes, services);
    await scope.register(flowWebhookRoutes, services);
    await scope.register(decisionRoutes, services);
    await scope.register(executionsRoutes, services);
    await scope.register(credentialsRoutes, services);
    await scope.register(oauthAppsRoutes, services);
    await scope.register(oauthInitiateRoutes, services);
    await scope.register(discoveryRoutes, services);
    await scope.register(catalogueRoutes);
    await scope.register(simulationRoutes, services);
    await scope.register(llmCatalogueRoutes, services);
    await scope.register(marketplaceRoutes, services);
    await scope.register(fileDiscoveryRoutes, services);
    await scope.register(agentsRoutes, services);
    await scope.register(alertsRoutes, services);
    await scope.register(replayRoutes, services);
  });

  healthRoute(app, database, config);

  const serveSpa = !!config.clientDir && fs.existsSync(path.join(config.clientDir, 'index.html'));
  if (serveSpa) await app.register(fastifyStatic, { root: config.clientDir!, wildcard: false, index: false });
  registerNotFoundHandler(app, serveSpa ? 'index.html' : undefined);

  app.addHook('onReady', async () => {
    await engine.start();
    alerts.start();
    pruner.start();
  });
  app.addHook('onClose', async () => {
    await pruner.stop();
    await engine.stop();
    await alerts.stop();
  });
  app.decorate('services', services);
  return app as unknown as App;
}
