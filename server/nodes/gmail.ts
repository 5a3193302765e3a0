import { z } from 'zod';
import { defineAction, type NodeDefinition, type PollContext } from './types';
import { emailList, optionalText, text } from './params';
import { google, googleUrl } from './google/client';
import { polledTrigger, remember, seenOf } from './polling';

const LABEL = 'Gmail';

/** RFC 2047 encoded-word for non-ASCII header values. */
function headerValue(v: string): string {
  return /^[\x20-\x7e]*$/.test(v) ? v : `=?UTF-8?B?${Buffer.from(v, 'utf8').toString('base64')}?=`;
}

/** A plain-text RFC 822 message, base64url-encoded as users.messages.send expects in `raw`. */
export function rfc822(p: { to: string; subject: string; body: string }): string {
  const body = Buffer.from(p.body, 'utf8').toString('base64').replace(/.{1,76}/g, '$&\r\n');
  const msg = [
    `To: ${p.to.replace(/[\r\n]/g, ' ')}`,
    `Subject: ${headerValue(p.subject.replace(/[\r\n]+/g, ' '))}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="UTF-8"',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
  return Buffer.from(msg, 'utf8').toString('base64url');
}

type GmailMessage = { id: string; threadId?: string; snippet?: string; labelIds?: string[]; payload?: { headers?: { name: string; value: string }[] } };

/** The trigger output for a message read with format=metadata. */
export function emailPayload(m: GmailMessage) {
  const h = (name: string) => m.payload?.headers?.find((x) => x.name.toLowerCase() === name)?.value ?? null;
  return { id: m.id, thread_id: m.threadId ?? null, from: h('from'), to: h('to'), subject: h('subject'), date: h('date'), snippet: m.snippet ?? '', label_ids: m.labelIds ?? [] };
}

/** users.messages.list: ids of the newest messages matching the query, newest first. */
async function messageIds(ctx: PollContext, query: string | undefined, max: number): Promise<string[]> {
  const list = await google({ ...ctx }, 'gmail', LABEL, {
    url: googleUrl(ctx.config, 'gmail', '/gmail/v1/users/me/messages', { q: query, maxResults: max }),
  });
  return ((list.body as { messages?: { id: string }[] })?.messages ?? []).map((m) => m.id);
}

/** users.messages.get?format=metadata (headers, snippet, labels; no body). */
async function readMessage(ctx: PollContext, id: string) {
  const got = await google({ ...ctx }, 'gmail', LABEL, {
    url: googleUrl(ctx.config, 'gmail', `/gmail/v1/users/me/messages/${encodeURIComponent(id)}`, { format: 'metadata' }),
  });
  return emailPayload({ ...(got.body as GmailMessage), id });
}

async function newEmails(ctx: PollContext, p: { query?: string }, cursor: unknown) {
  const ids = await messageIds(ctx, p.query, 25);
  const seen = seenOf(cursor);
  // First poll of a flow: remember what is already there, start nothing.
  if (!seen) return { items: [], cursor: { seen: remember([], ids) } };
  const fresh = ids.filter((id) => !seen.includes(id)).reverse(); // oldest first
  const items = [];
  for (const id of fresh) items.push({ id, payload: await readMessage(ctx, id) });
  return { items, cursor: { seen: remember(seen, ids) } };
}

/** The newest message matching the query, for a run the poller did not start. */
async function latestEmail(ctx: PollContext, p: { query?: string }) {
  const [id] = await messageIds(ctx, p.query, 1);
  return id ? readMessage(ctx, id) : null;
}

const noEmail = (p: { query?: string }) => p.query
  ? 'No hay correos que coincidan con la búsqueda para probar el flujo: envía uno y vuelve a ejecutar'
  : 'No hay correos en tu cuenta de Gmail para probar el flujo: envía uno y vuelve a ejecutar';

export const gmailNode: NodeDefinition = {
  node_id: 'gmail',
  name: 'Gmail',
  service: 'gmail',
  category: 'communication',
  auth: { mechanism: 'oauth2', provider: 'google' },
  triggers: [
    defineAction({
      action_id: 'new_email',
      name: 'Nuevo correo recibido',
      description: 'Revisa periódicamente tu bandeja y se activa con cada correo nuevo que cumpla la búsqueda.',
      kind: 'trigger',
      params: z.object({ query: optionalText('Búsqueda (por ejemplo from:cliente@dominio.com)') }),
      poll: newEmails,
      ...polledTrigger(latestEmail, noEmail),
    }),
  ],
  actions: [
    defineAction({
      action_id: 'send_email',
      name: 'Enviar correo',
      description: 'Envía un correo desde tu cuenta de Gmail.',
      kind: 'action',
      params: z.object({ to: emailList('Para'), subject: text('Asunto'), body: text('Mensaje') }),
      execute: async (ctx, p) => {
        const res = await google(ctx, 'gmail', LABEL, {
          method: 'POST',
          url: googleUrl(ctx.config, 'gmail', '/gmail/v1/users/me/messages/send'),
          json: { raw: rfc822(p) },
        });
        const b = res.body as { id?: string; threadId?: string; labelIds?: string[] };
        return { message_id: b.id ?? null, thread_id: b.threadId ?? null, label_ids: b.labelIds ?? [] };
      },
    }),
  ],
};
