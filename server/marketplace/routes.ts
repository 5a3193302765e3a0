import type { FastifyInstance } from 'fastify';
import type { Services } from '../app';
import { HttpError } from '../http/errors';
import { templateSummary } from './catalog';
import { installTemplate } from './install';
import { findTemplate, TEMPLATES } from './templates';

export const TEMPLATE_NOT_FOUND = 'Plantilla no encontrada';
export const TEMPLATE_ID_REQUIRED = 'Indica qué plantilla quieres instalar (template_id)';

/** The template marketplace (spec §7 "Executions, marketplace"); registered inside the signed-in scope. */
export async function marketplaceRoutes(app: FastifyInstance, { db, config }: Services) {
  const list = TEMPLATES.map(templateSummary);

  app.get('/api/marketplace/templates', async () => list);

  app.post<{ Querystring: { template_id?: unknown } }>('/api/marketplace/install', async (request, reply) => {
    const raw = request.query.template_id;
    const id = typeof raw === 'string' ? raw.trim() : '';
    if (!id) throw new HttpError(400, TEMPLATE_ID_REQUIRED);
    const template = findTemplate(id);
    if (!template) throw new HttpError(404, TEMPLATE_NOT_FOUND);
    return reply.status(201).send(await installTemplate(db, request.userId, template, { timezone: config.timezone }));
  });
}
