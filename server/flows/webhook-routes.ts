import type { FastifyInstance, FastifyReply } from 'fastify';
import type { WebhookListenAnswer, WebhookSecretAnswer } from '../../contracts/webhooks';
import type { Services } from '../app';
import { badRequest, notFound } from '../http/errors';
import { specSteps } from '../engine/types';
import { ENLAZA_SIGNATURE_HEADER, ENLAZA_TIMESTAMP_HEADER } from '../webhooks/signatures';
import { armTestUrl, disarmTestUrl, ensureWebhookSecret, rotateWebhookSecret, TEST_LISTEN_S } from '../webhooks/flow-settings';
import { baseUrl, findUserFlow, webhookUrls, type FlowRow } from './store';

const FLOW_NOT_FOUND = 'Workflow no encontrado';
const NOT_A_WEBHOOK = 'Este workflow no se inicia con un webhook';

/**
 * The webhook settings of a saved flow (docs/api.md, "Webhooks"): listening for a test event and the
 * signing secret. Inside the authenticated scope; another user's flow answers 404.
 */
export async function flowWebhookRoutes(app: FastifyInstance, services: Services) {
  const { db, config, vault } = services;

  /** The user's flow whose trigger receives webhooks. */
  async function webhookFlow(userId: string, flowId: string): Promise<FlowRow> {
    const row = await findUserFlow(db, userId, flowId);
    if (!row) throw notFound(FLOW_NOT_FOUND);
    if (!webhookUrls(row.id, row.spec, '')) throw badRequest(NOT_A_WEBHOOK);
    return row;
  }

  const requiresSignature = (row: FlowRow) => {
    const v = specSteps(row.spec)[0]?.params?.require_signature;
    return v === true || v === 'true';
  };

  const secretAnswer = (reply: FastifyReply, row: FlowRow, secret: string): WebhookSecretAnswer => {
    // A secret must not linger in a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    return {
      flow_id: row.id,
      secret,
      require_signature: requiresSignature(row),
      timestamp_header: ENLAZA_TIMESTAMP_HEADER,
      signature_header: ENLAZA_SIGNATURE_HEADER,
    };
  };

  app.post<{ Params: { id: string } }>('/api/flows/:id/webhook-test/listen', async (request): Promise<WebhookListenAnswer> => {
    const row = await webhookFlow(request.userId, request.params.id);
    const until = await armTestUrl(db, row.id, TEST_LISTEN_S);
    return {
      flow_id: row.id,
      listening: true,
      listening_since: new Date(until.getTime() - TEST_LISTEN_S * 1000).toISOString(),
      listening_until: until.toISOString(),
      listen_seconds: TEST_LISTEN_S,
      test_url: webhookUrls(row.id, row.spec, baseUrl(config, request))!.test,
    };
  });

  app.delete<{ Params: { id: string } }>('/api/flows/:id/webhook-test/listen', async (request) => {
    const row = await webhookFlow(request.userId, request.params.id);
    await disarmTestUrl(db, row.id);
    return { flow_id: row.id, listening: false };
  });

  app.get<{ Params: { id: string } }>('/api/flows/:id/webhook-secret', async (request, reply) => {
    const row = await webhookFlow(request.userId, request.params.id);
    return secretAnswer(reply, row, await ensureWebhookSecret(db, vault, row.id));
  });

  app.post<{ Params: { id: string } }>('/api/flows/:id/webhook-secret/rotate', async (request, reply) => {
    const row = await webhookFlow(request.userId, request.params.id);
    return secretAnswer(reply, row, await rotateWebhookSecret(db, vault, row.id));
  });
}
