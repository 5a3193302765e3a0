import type { FastifyInstance } from 'fastify';
import type { Services } from '../app';
import { HttpError } from '../http/errors';
import { callbackUrl, publicOrigin } from '../oauth/public-url';
import { authStep, availableServices } from './services';

type StepParams = { Params: { serviceId: string }; Querystring: { chat_id?: string } };

/** Spec §7 service discovery, under /api/v1/auth-service-discovery. */
export async function discoveryRoutes(app: FastifyInstance, { db, config }: Services) {
  app.get('/api/v1/auth-service-discovery/services/available', async () => ({ services: availableServices() }));

  app.post<StepParams>('/api/v1/auth-service-discovery/service/:serviceId/auth-step', async (request) => {
    const step = await authStep(db, request.userId, request.params.serviceId, request.query.chat_id?.trim() || null);
    if (!step) throw new HttpError(404, 'Servicio no encontrado');
    // OAuth: the exact redirect URI an own app must register (the one /api/oauth/initiate sends).
    return 'mechanism' in step && step.mechanism === 'oauth2' ? { ...step, redirect_uri: callbackUrl(publicOrigin(config, request)) } : step;
  });
}
