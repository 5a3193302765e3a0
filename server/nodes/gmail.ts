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

type Header = { name: string; value: string };
/** A MIME part of users.messages.get?format=full (the message's `payload` is the root part). */
export type GmailPart = { mimeType?: string; filename?: string; headers?: Header[]; body?: { data?: string; size?: number; attachmentId?: string }; parts?: GmailPart[] };
export type GmailMessage = { id: string; threadId?: string; snippet?: string; labelIds?: string[]; payload?: GmailPart };

/** The longest `body` a trigger outputs: a huge newsletter must not bloat the execution record. */
export const MAX_BODY_CHARS = 20_000;

const headerOf = (headers: Header[] | undefined, name: string) => headers?.find((x) => x.name.toLowerCase() === name)?.value ?? null;

/** A part the sender attached as a file (a named part, or Content-Disposition: attachment). */
function isAttachment(part: GmailPart): boolean {
  return !!part.filename || !!part.body?.attachmentId || /^\s*attachment/i.test(headerOf(part.headers, 'content-disposition') ?? '');
}

/** The leaf parts of type `mime`, in order, walking nested multiparts and skipping attachments. */
function partsOf(part: GmailPart | undefined, mime: string, out: GmailPart[] = []): GmailPart[] {
  if (!part || isAttachment(part)) return out;
  if (part.parts?.length) for (const p of part.parts) partsOf(p, mime, out);
  else if ((part.mimeType ?? '').toLowerCase() === mime && part.body?.data) out.push(part);
  return out;
}

/** A part's text: `body.data` is base64url; the charset comes from its Content-Type (UTF-8 when absent or unknown). */
function decodePart(part: GmailPart): string {
  const bytes = Buffer.from(part.body?.data ?? '', 'base64url');
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(headerOf(part.headers, 'content-type') ?? '')?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes).replace(/^\uFEFF/, '');
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", laquo: '«', raquo: '»', iexcl: '¡', iquest: '¿', euro: '€', copy: '©', reg: '®',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', middot: '·', deg: '°',
  aacute: 'á', eacute: 'é', iacute: 'í', oacute: 'ó', uacute: 'ú', uuml: 'ü', ntilde: 'ñ', Aacute: 'Á', Eacute: 'É', Iacute: 'Í', Oacute: 'Ó', Uacute: 'Ú', Uuml: 'Ü', Ntilde: 'Ñ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e] ?? ENTITIES[e.toLowerCase()] ?? m;
  });
}

const SOFT = '\u0001'; // a block boundary (div, li, tr): at least a line break
const PARA = '\u0002'; // a paragraph boundary (p, h1…h6, table, lists): a blank line

/**
 * HTML mail as plain text: head, style and script dropped, source whitespace collapsed, `<br>` and
 * block boundaries as line breaks (paragraphs as one blank line), tags stripped, entities decoded.
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/<br\b[^>]*>/gi, '\n')
    .replace(/<\/?(p|h[1-6]|table|ul|ol|blockquote|hr|pre)\b[^>]*>/gi, PARA)
    .replace(/<\/?(div|li|tr|section|article|header|footer|center|dd|dt)\b[^>]*>/gi, SOFT)
    .replace(/<\/(td|th)\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(marked)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\n\u0001\u0002]*[\n\u0001\u0002][ \t\n\u0001\u0002]*/g, (run) => {
      const breaks = run.includes(PARA) ? 2 : Math.min(2, (run.match(/\n/g)?.length ?? 0) + (run.includes(SOFT) ? 1 : 0));
      return '\n'.repeat(breaks);
    })
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Unix line ends, no trailing spaces, at most one blank line in a row, trimmed. */
function normalise(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** Cut at MAX_BODY_CHARS (not inside a surrogate pair), marked with "…". */
function capped(text: string): string {
  if (text.length <= MAX_BODY_CHARS) return text;
  let end = MAX_BODY_CHARS - 1;
  if (/[\uD800-\uDBFF]/.test(text[end - 1])) end--;
  return `${text.slice(0, end)}…`;
}

/** The email's plain text: its text/plain parts, else its HTML parts as text, else the snippet. */
export function emailBody(m: Pick<GmailMessage, 'payload' | 'snippet'>): string {
  const plain = partsOf(m.payload, 'text/plain').map((p) => normalise(decodePart(p))).filter(Boolean);
  if (plain.length) return capped(plain.join('\n\n'));
  const html = partsOf(m.payload, 'text/html').map((p) => htmlToText(decodePart(p))).filter(Boolean);
  if (html.length) return capped(html.join('\n\n'));
  return capped(decodeEntities(m.snippet ?? ''));
}

/** The trigger output for a message read with format=full (polled items and manual runs alike). */
export function emailPayload(m: GmailMessage) {
  const h = (name: string) => headerOf(m.payload?.headers, name);
  return { id: m.id, thread_id: m.threadId ?? null, from: h('from'), to: h('to'), subject: h('subject'), date: h('date'), snippet: m.snippet ?? '', label_ids: m.labelIds ?? [], body: emailBody(m) };
}

/** users.messages.list: ids of the newest messages matching the query, newest first. */
async function messageIds(ctx: PollContext, query: string | undefined, max: number): Promise<string[]> {
  const list = await google({ ...ctx }, 'gmail', LABEL, {
    url: googleUrl(ctx.config, 'gmail', '/gmail/v1/users/me/messages', { q: query, maxResults: max }),
  });
  return ((list.body as { messages?: { id: string }[] })?.messages ?? []).map((m) => m.id);
}

/** users.messages.get?format=full (headers, snippet, labels and the MIME parts with their text). */
async function readMessage(ctx: PollContext, id: string) {
  const got = await google({ ...ctx }, 'gmail', LABEL, {
    url: googleUrl(ctx.config, 'gmail', `/gmail/v1/users/me/messages/${encodeURIComponent(id)}`, { format: 'full' }),
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
