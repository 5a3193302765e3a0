import { z } from 'zod';
import { StepError, defineAction, type NodeDefinition, type PollContext } from './types';
import { text } from './params';
import { apiUrl, callApi, errorDetail, type ApiCall } from '../net/api-client';
import { requireCredential } from './credential';
import { polledTrigger } from './polling';
import type { Config } from '../config';

type Ctx = { signal: AbortSignal; config: Config; getCredential: PollContext['getCredential'] };

const TOKEN_REJECTED = 'Telegram rechazó el token del bot: revisa el token que te dio @BotFather y vuelve a conectarlo';

/** Calls the Bot API; the token is part of the path, so it never appears in a message. */
async function bot(ctx: Ctx, method: string, json: unknown, chatId?: string) {
  const cred = await requireCredential(ctx, ['telegram'], 'Telegram', 'bot_token');
  const token = String(cred.bot_token).trim();
  const classify: ApiCall['classify'] = (status, body) => {
    const detail = errorDetail(body);
    if (status === 401 || status === 404) return new StepError(TOKEN_REJECTED);
    // getUpdates while a webhook is set (an agent deployed on this bot, docs/agents.md)
    if (status === 409) return new StepError('Tu bot de Telegram está desplegado con un agente de IA, así que este disparador no puede leer sus mensajes: desactiva el despliegue del agente en Telegram o usa otro bot');
    if (status === 403) return new StepError(`El bot no puede escribir en el chat ${chatId ?? ''}: el usuario lo bloqueó o lo sacaron del grupo`.replace(/ +:/, ':'));
    if (status === 400 && /chat not found/i.test(detail)) return new StepError(`El chat ${chatId} no existe o el bot no tiene acceso: la persona debe escribirle al bot primero`);
    if (status === 429) {
      const after = Number((body as { parameters?: { retry_after?: number } })?.parameters?.retry_after);
      return new StepError('Telegram recibió demasiadas solicitudes; se reintentará más tarde', true, Number.isFinite(after) ? after * 1000 : undefined);
    }
    return undefined;
  };
  const res = await callApi(ctx, { service: 'Telegram', method: 'POST', url: apiUrl(ctx.config.apis.telegram, `/bot${token}/${method}`), json, classify });
  return (res.body as { result?: unknown })?.result;
}

type Update = { update_id: number; message?: { message_id: number; chat: { id: number; type?: string; title?: string; username?: string }; from?: { id: number; first_name?: string; username?: string }; text?: string; date: number } };
type MessageUpdate = Update & { message: NonNullable<Update['message']> };

/** The trigger output for an update carrying a message. */
export function messagePayload(u: MessageUpdate) {
  const m = u.message;
  return { update_id: u.update_id, message_id: m.message_id, chat_id: m.chat.id, chat_type: m.chat.type ?? null, from: m.from ?? null, text: m.text ?? '', date: new Date(m.date * 1000).toISOString() };
}

/** getUpdates; an offset confirms (and Telegram then forgets) every update before it. */
async function updates(ctx: PollContext, offset: number | undefined): Promise<Update[]> {
  return ((await bot({ ...ctx }, 'getUpdates', { offset, timeout: 0, allowed_updates: ['message'] })) ?? []) as Update[];
}

/** getUpdates with the last seen update id as offset; the first poll only sets that offset. */
async function newMessages(ctx: PollContext, _p: unknown, cursor: unknown) {
  const offset = (cursor as { offset?: unknown } | null)?.offset;
  const got = await updates(ctx, typeof offset === 'number' ? offset + 1 : undefined);
  const last = got.reduce((m, u) => Math.max(m, u.update_id), typeof offset === 'number' ? offset : -1);
  if (typeof offset !== 'number') return { items: [], cursor: { offset: last } };
  const items = got.filter((u): u is MessageUpdate => !!u.message).map((u) => ({ id: String(u.update_id), payload: messagePayload(u) }));
  return { items, cursor: { offset: last } };
}

/**
 * The newest message among the updates Telegram still holds, for a run the poller did not start.
 * No offset, so nothing is confirmed: the poller still gets every update.
 */
async function latestMessage(ctx: PollContext) {
  const last = (await updates(ctx, undefined)).filter((u): u is MessageUpdate => !!u.message).at(-1);
  return last ? messagePayload(last) : null;
}

const noMessage = () => 'Tu bot de Telegram no tiene mensajes recientes para probar el flujo: escríbele uno y vuelve a ejecutar';

export const telegramNode: NodeDefinition = {
  node_id: 'telegram',
  name: 'Telegram',
  service: 'telegram',
  category: 'communication',
  auth: { mechanism: 'bot_token' },
  triggers: [
    defineAction({
      action_id: 'new_message',
      name: 'Nuevo mensaje',
      description: 'Se activa cuando tu bot de Telegram recibe un mensaje.',
      kind: 'trigger',
      params: z.object({}),
      poll: newMessages,
      ...polledTrigger(latestMessage, noMessage),
    }),
  ],
  actions: [
    defineAction({
      action_id: 'send_message',
      name: 'Enviar mensaje',
      description: 'Envía un mensaje desde tu bot a un chat de Telegram.',
      kind: 'action',
      params: z.object({
        chat_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), text('ID del chat')),
        message: text('Mensaje'),
      }),
      execute: async (ctx, p) => {
        const r = (await bot(ctx, 'sendMessage', { chat_id: p.chat_id, text: p.message }, p.chat_id)) as { message_id?: number; chat?: { id?: number }; date?: number } | undefined;
        return { message_id: r?.message_id ?? null, chat_id: r?.chat?.id ?? p.chat_id, date: r?.date ? new Date(r.date * 1000).toISOString() : null };
      },
    }),
  ],
};
