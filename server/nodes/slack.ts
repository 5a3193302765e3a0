import { z } from 'zod';
import { StepError, defineAction, type NodeDefinition } from './types';
import { optionalText, stringList, text } from './params';
import { apiUrl, callApi, reconnectMessage } from '../net/api-client';
import { oauthToken } from './credential';

const AUTH_ERRORS = new Set(['invalid_auth', 'not_authed', 'token_revoked', 'token_expired', 'account_inactive', 'missing_scope', 'no_permission']);

/** Slack answers 200 with {ok:false, error} for most failures; this gives them Spanish reasons. */
export function slackError(code: string, channel: string): StepError {
  if (AUTH_ERRORS.has(code)) return new StepError(reconnectMessage('Slack'));
  if (code === 'channel_not_found') return new StepError(`El canal ${channel} no existe en Slack o es privado: revisa el nombre o invita a la app de Enlaza`);
  if (code === 'not_in_channel') return new StepError(`La app de Enlaza no está en el canal ${channel}: invítala con /invite @Enlaza`);
  if (code === 'is_archived') return new StepError(`El canal ${channel} está archivado`);
  if (code === 'msg_too_long') return new StepError('El mensaje es demasiado largo para Slack');
  if (code === 'ratelimited') return new StepError('Slack recibió demasiadas solicitudes; se reintentará más tarde', true);
  if (code === 'fatal_error' || code === 'internal_error' || code === 'service_unavailable') return new StepError('Slack no está respondiendo; se reintentará', true);
  return new StepError(`Slack rechazó el mensaje: ${code}`);
}

/** The trigger output of a Slack Events API delivery (the webhook route checked its signature). */
export function slackEvent(trigger: unknown) {
  const body = ((trigger as { body?: unknown } | null)?.body ?? {}) as Record<string, any>;
  const event = (body.event ?? {}) as Record<string, unknown>;
  return {
    event_id: body.event_id ?? null,
    type: event.type ?? body.type ?? null,
    team_id: body.team_id ?? null,
    user: event.user ?? null,
    channel: event.channel ?? null,
    text: event.text ?? null,
    event,
    body,
  };
}

export const slackNode: NodeDefinition = {
  node_id: 'slack',
  name: 'Slack',
  service: 'slack',
  category: 'communication',
  auth: { mechanism: 'oauth2', provider: 'slack' },
  webhook: true,
  triggers: [
    defineAction({
      action_id: 'slack_webhook',
      name: 'Evento de Slack',
      description: 'Se activa cuando Slack envía un evento (mensaje, mención, etc.) a la URL del webhook.',
      kind: 'trigger',
      params: z.object({
        events: stringList('Eventos').optional(),
        signing_secret: optionalText('Signing secret de la app de Slack'),
      }),
      execute: async (ctx) => slackEvent(ctx.trigger),
    }),
  ],
  actions: [
    defineAction({
      action_id: 'send_message',
      name: 'Enviar mensaje',
      description: 'Publica un mensaje en un canal de Slack.',
      kind: 'action',
      params: z.object({ channel: text('Canal'), message: text('Mensaje') }),
      execute: async (ctx, p) => {
        const token = await oauthToken(ctx, ['slack'], 'Slack');
        const res = await callApi(ctx, {
          service: 'Slack',
          method: 'POST',
          url: apiUrl(ctx.config.apis.slack, '/chat.postMessage'),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' },
          json: { channel: p.channel, text: p.message },
        });
        const b = (res.body ?? {}) as { ok?: boolean; error?: string; channel?: string; ts?: string };
        if (!b.ok) throw slackError(b.error ?? 'unknown_error', p.channel);
        return { channel: b.channel ?? p.channel, ts: b.ts ?? null };
      },
    }),
  ],
};
