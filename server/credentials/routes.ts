import type { FastifyInstance } from 'fastify';
import { ApiKeyStore, CredentialCreate } from '../../contracts/credentials';
import type { Services } from '../app';
import { HttpError, parseBody } from '../http/errors';
import { serviceNode } from '../oauth/providers';
import { connectWithForm } from './connect';
import {
  deleteByProvider, deleteCredential, findByProvider, findCredential, listCredentials, publicCredential, toPublicCredential,
} from './store';

type KeyParams = { Params: { key: string }; Querystring: { provider?: string; flavor?: string } };
type ServiceParams = { Params: { serviceId: string } };

const notFound = () => new HttpError(404, 'Credencial no encontrada');

function nodeOr404(serviceId: string) {
  const node = serviceNode(serviceId);
  if (!node) throw new HttpError(404, 'Servicio no encontrado');
  return node;
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** /api/credentials* and the form connections under /api/oauth/*: all scoped to request.userId. */
export async function credentialsRoutes(app: FastifyInstance, { db, vault, config }: Services) {
  for (const url of ['/api/credentials/', '/api/credentials']) {
    // A credential whose secret no key opens is listed as 'expired' (the UI offers to renew it).
    app.get(url, async (request) => (await listCredentials(db, request.userId)).map((row) => publicCredential(db, vault, row)));

    app.post(url, async (request, reply) => {
      const body = parseBody(CredentialCreate, request.body);
      const node = nodeOr404(body.service_id);
      const data = { ...body.config };
      if (data.provider === undefined && body.provider) data.provider = body.provider;
      const { row, message } = await connectWithForm(db, vault, config, request.userId, node, data, body.mechanism);
      const credential = toPublicCredential(row);
      return reply.status(201).send({ success: true, message, credential, ...credential });
    });
  }

  /** By service id; with ?provider= or ?flavor= the deprecated lookup by provider (the path segment is the provider). */
  app.get<KeyParams>('/api/credentials/:key', async (request) => {
    const { provider, flavor } = request.query;
    const row = provider !== undefined || flavor !== undefined
      ? await findByProvider(db, request.userId, provider || request.params.key, flavor || undefined)
      : await findCredential(db, request.userId, request.params.key);
    if (!row) throw notFound();
    return publicCredential(db, vault, row);
  });

  /** By service id; the deprecated form DELETE /api/credentials/{provider}?flavor= deletes by provider and flavor. */
  app.delete<KeyParams>('/api/credentials/:key', async (request) => {
    const { flavor } = request.query;
    const gone = flavor
      ? (await deleteByProvider(db, request.userId, request.params.key, flavor)) > 0
      : await deleteCredential(db, request.userId, request.params.key);
    if (!gone) throw notFound();
    return { success: true, message: 'Credencial eliminada' };
  });

  app.post<ServiceParams>('/api/oauth/api-key/:serviceId/store', async (request) => {
    const node = nodeOr404(request.params.serviceId);
    if (node.auth.mechanism !== 'api_key' && node.auth.mechanism !== 'bot_token') {
      throw new HttpError(400, `${node.name} no se conecta con una API key ni con un token de bot`);
    }
    const body = parseBody(ApiKeyStore, request.body);
    const { row, message } = await connectWithForm(db, vault, config, request.userId, node, body);
    return { success: true, message, credential: toPublicCredential(row) };
  });

  app.post<ServiceParams>('/api/oauth/db-credentials/:serviceId/store', async (request) => {
    const node = nodeOr404(request.params.serviceId);
    if (node.auth.mechanism !== 'db_credentials') throw new HttpError(400, `${node.name} no se conecta con credenciales de base de datos`);
    const { row, message } = await connectWithForm(db, vault, config, request.userId, node, asRecord(request.body));
    return { success: true, message, credential: toPublicCredential(row) };
  });
}
