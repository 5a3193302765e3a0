import type { FastifyInstance } from 'fastify';
import { OAuthAppCreate, OAuthAppUpdate } from '../../contracts/credentials';
import type { Services } from '../app';
import { HttpError } from '../http/errors';
import { isOAuthProvider } from '../oauth/providers';
import { createApp, deleteApp, findApp, listApps, openClientSecret, toPublicApp, updateApp, type OAuthAppRow } from './store';

type ProviderParams = { Params: { provider: string } };

const notFound = () => new HttpError(404, 'Aplicación OAuth no encontrada');
const REQUIRED = 'Client ID y Client Secret son requeridos';

function provider404(p: string): string {
  if (!isOAuthProvider(p)) throw notFound();
  return p;
}

/** Spec §7 "OAuth apps": one app per user and provider; client_secret is write-only. */
export async function oauthAppsRoutes(app: FastifyInstance, { db, vault }: Services) {
  /** An app whose stored secret no key opens says it has none, so the user enters it again. */
  const shown = (row: OAuthAppRow) => toPublicApp(row, openClientSecret(db, vault, row) !== null);

  for (const url of ['/api/oauth-apps/', '/api/oauth-apps']) {
    app.get(url, async (request) => ({ oauth_apps: (await listApps(db, request.userId)).map(shown) }));
  }

  const create = async (userId: string, body: unknown, pathProvider?: string) => {
    const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const parsed = OAuthAppCreate.safeParse({ ...raw, provider: raw.provider ?? pathProvider });
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? '');
      if (field === 'provider') throw new HttpError(422, 'Proveedor OAuth no soportado: usa google, github, microsoft, slack o salesforce');
      if (field === 'client_id' || field === 'client_secret') throw new HttpError(422, REQUIRED);
      throw new HttpError(422, `Datos inválidos: ${field || 'formato incorrecto'}`);
    }
    if (pathProvider && parsed.data.provider !== pathProvider) throw new HttpError(422, 'El proveedor del cuerpo no coincide con el de la ruta');
    const row = await createApp(db, vault, userId, parsed.data);
    if (!row) throw new HttpError(409, `Ya tienes una aplicación OAuth de ${parsed.data.provider}: edítala o elimínala primero`);
    return toPublicApp(row);
  };

  for (const url of ['/api/oauth-apps/', '/api/oauth-apps']) {
    app.post(url, async (request, reply) => reply.status(201).send(await create(request.userId, request.body)));
  }
  app.post<ProviderParams>('/api/oauth-apps/:provider', async (request, reply) => {
    return reply.status(201).send(await create(request.userId, request.body, provider404(request.params.provider)));
  });

  app.get<ProviderParams>('/api/oauth-apps/:provider', async (request) => {
    const row = await findApp(db, request.userId, provider404(request.params.provider));
    if (!row) throw notFound();
    return shown(row);
  });

  app.put<ProviderParams>('/api/oauth-apps/:provider', async (request) => {
    const provider = provider404(request.params.provider);
    const parsed = OAuthAppUpdate.safeParse(request.body ?? {});
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? '');
      throw new HttpError(422, field === 'client_id' || field === 'client_secret' ? `${field === 'client_id' ? 'Client ID' : 'Client Secret'} no puede estar vacío` : `Datos inválidos: ${field || 'formato incorrecto'}`);
    }
    const row = await updateApp(db, vault, request.userId, provider, parsed.data);
    if (!row) throw notFound();
    return shown(row);
  });

  app.delete<ProviderParams>('/api/oauth-apps/:provider', async (request) => {
    if (!(await deleteApp(db, request.userId, provider404(request.params.provider)))) throw notFound();
    return { success: true, message: 'Aplicación OAuth eliminada: las próximas autenticaciones usarán las credenciales predeterminadas del sistema' };
  });
}
