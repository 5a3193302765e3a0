import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app';
import { flows, notifications } from '../db/schema';
import { badRequest, notFound, parseBody } from '../http/errors';
import { isUuid } from '../flows/ids';
import { AlertSettingsInput, readAlertChannels, writeAlertChannels } from './settings';

const LIST_LIMIT = 50;

/** In-app alerts and alert channels (docs/alerts.md); inside the authenticated scope. */
export async function alertsRoutes(app: FastifyInstance, services: Services) {
  const { db, config } = services;

  app.get('/api/notifications', async (request) => {
    const rows = await db
      .select({ n: notifications, flowName: flows.name })
      .from(notifications)
      .leftJoin(flows, eq(flows.id, notifications.flowId))
      .where(eq(notifications.userId, request.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LIST_LIMIT);
    return rows.map(({ n, flowName }) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      message: n.message,
      flow_id: n.flowId,
      flow_name: flowName,
      execution_id: n.executionId,
      link: n.executionId ? `/executions/${n.executionId}` : null,
      read: n.readAt !== null,
      created_at: n.createdAt.toISOString(),
    }));
  });

  app.post<{ Params: { id: string } }>('/api/notifications/:id/read', async (request) => {
    const id = request.params.id;
    if (!isUuid(id)) throw notFound('Aviso no encontrado');
    const [row] = await db.select({ id: notifications.id, readAt: notifications.readAt }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, request.userId))).limit(1);
    if (!row) throw notFound('Aviso no encontrado');
    await db.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    return { id, read: true };
  });

  app.get('/api/settings/alerts', async (request) => readAlertChannels(db, config, request.userId));

  app.put('/api/settings/alerts', async (request) => {
    const input = parseBody(AlertSettingsInput, request.body);
    const current = await readAlertChannels(db, config, request.userId);
    const telegram = input.telegram ?? current.telegram.enabled;
    const chatId = input.telegram_chat_id !== undefined ? String(input.telegram_chat_id ?? '').trim() : current.telegram.chat_id;
    if (input.telegram === true && !current.telegram.connected) throw badRequest('Conecta tu bot de Telegram en Credenciales para recibir los avisos por Telegram');
    if (telegram && !chatId) throw badRequest('Indica el ID del chat de Telegram donde quieres recibir los avisos');
    const slack = input.slack ?? current.slack.enabled;
    const channel = input.slack_channel !== undefined ? (input.slack_channel ?? '').trim() : current.slack.channel;
    if (input.slack === true && !current.slack.connected) throw badRequest('Conecta tu cuenta de Slack en Credenciales para recibir los avisos por Slack');
    if (slack && !channel) throw badRequest('Indica el canal de Slack donde quieres recibir los avisos');
    if (input.email === true && !current.email.available) throw badRequest('El servidor no tiene correo configurado (SMTP): los avisos por correo no están disponibles');
    await writeAlertChannels(db, request.userId, input);
    return readAlertChannels(db, config, request.userId);
  });
}
