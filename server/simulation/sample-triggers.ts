import { githubEvent } from '../nodes/github';
import { emailPayload } from '../nodes/gmail';
import { startingPayload } from '../nodes/google-calendar';
import { fileOut } from '../nodes/google-drive';
import { rowPayload } from '../nodes/google-sheets';
import { slackEvent } from '../nodes/slack';
import { messagePayload } from '../nodes/telegram';

/**
 * What a trigger would hand the next steps, for a simulation: realistic Spanish sample data in the
 * shape each trigger really produces (see the trigger nodes in server/nodes/). A simulation calls no
 * service, so polling triggers get made-up items built by the node's own payload function, unlike a
 * real manual run, which fetches the latest real item (`latestItem`). The Slack and GitHub samples are
 * made-up deliveries passed through the node's own trigger function, so they too have the fields a
 * real run has (`{{trigger.text}}`, `{{trigger.body.issue.title}}`).
 */

/** base64url of UTF-8 text, as Gmail's users.messages.get?format=full carries a part's `body.data`. */
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

const SAMPLE_EMAIL_TEXT = 'Hola, ¿me pueden enviar la lista de precios?\n\nNecesito 20 piezas para el próximo mes.\n\nSaludos,\nAna López';

export const SAMPLE_ORDER = { pedido: 'A-1024', cliente: { nombre: 'Ana López', email: 'ana@ejemplo.mx', telefono: '+52 55 1234 5678' }, monto: 1250, moneda: 'MXN' };

const SAMPLE_FORM = { nombre: 'Ana López', email: 'ana@ejemplo.mx', mensaje: 'Quiero una cotización' };

const SAMPLES: Record<string, (now: Date, timezone: string) => unknown> = {
  manual: () => ({}),
  webhook: () => ({ body: SAMPLE_ORDER, query: {}, headers: { 'content-type': 'application/json' }, method: 'POST' }),
  // Like the form trigger's own output: the submitted fields at the top level, and under `body`.
  form: (now) => ({ ...SAMPLE_FORM, body: SAMPLE_FORM, query: {}, submitted_at: now.toISOString() }),
  schedule: (now, timezone) => ({ scheduled_at: now.toISOString(), timezone }),
  gmail: (now) => emailPayload({
    id: 'ejemplo-1', threadId: 'hilo-ejemplo-1', snippet: 'Hola, ¿me pueden enviar la lista de precios? Necesito 20 piezas para el próximo mes.', labelIds: ['INBOX', 'UNREAD'],
    payload: {
      mimeType: 'multipart/alternative',
      headers: [{ name: 'From', value: 'Ana López <ana@ejemplo.mx>' }, { name: 'To', value: 'tu-correo@ejemplo.mx' }, { name: 'Subject', value: 'Consulta de precios' }, { name: 'Date', value: now.toUTCString() }],
      parts: [
        { mimeType: 'text/plain', headers: [{ name: 'Content-Type', value: 'text/plain; charset="UTF-8"' }], body: { data: b64(SAMPLE_EMAIL_TEXT) } },
        { mimeType: 'text/html', headers: [{ name: 'Content-Type', value: 'text/html; charset="UTF-8"' }], body: { data: b64(`<p>${SAMPLE_EMAIL_TEXT.split('\n\n').join('</p><p>').replace(/\n/g, '<br>')}</p>`) } },
      ],
    },
  }),
  google_sheets: () => rowPayload([['Nombre', 'Email', 'Monto'], ['Ana López', 'ana@ejemplo.mx', '1250']], 2, 'Hoja 1'),
  google_drive: (now) => fileOut({ id: 'archivo-ejemplo', name: 'Factura A-1024.pdf', mimeType: 'application/pdf', webViewLink: 'https://drive.google.com/file/d/archivo-ejemplo/view', createdTime: now.toISOString(), parents: ['carpeta-ejemplo'] }),
  google_calendar: (now) => startingPayload({
    id: 'evento-ejemplo', summary: 'Cita con Ana López', location: 'Oficina',
    start: { dateTime: new Date(now.getTime() + 10 * 60_000).toISOString() }, end: { dateTime: new Date(now.getTime() + 70 * 60_000).toISOString() },
    attendees: [{ email: 'ana@ejemplo.mx' }], htmlLink: 'https://www.google.com/calendar/event?eid=evento-ejemplo',
  }, {}),
  telegram: (now) => messagePayload({ update_id: 1, message: { message_id: 1, chat: { id: 123456789, type: 'private' }, from: { id: 123456789, first_name: 'Ana' }, text: 'Hola, ¿tienen servicio a domicilio?', date: Math.floor(now.getTime() / 1000) } }),
  slack: (now) => slackEvent({
    body: {
      type: 'event_callback', event_id: 'Ev0EJEMPLO', team_id: 'T0EJEMPLO',
      event: { type: 'message', text: 'Nuevo pedido A-1024', user: 'U0ANALOPEZ', channel: 'C0VENTAS', ts: `${Math.floor(now.getTime() / 1000)}.000100` },
    },
  }),
  github: () => githubEvent({
    headers: { 'x-github-event': 'issues', 'x-github-delivery': 'entrega-ejemplo-1' },
    body: {
      action: 'opened',
      issue: { number: 7, title: 'Error en el checkout', body: 'Al pagar con tarjeta aparece un error.', html_url: 'https://github.com/mi-tienda/web/issues/7', user: { login: 'ana-lopez' } },
      repository: { full_name: 'mi-tienda/web' }, sender: { login: 'ana-lopez' },
    },
  }),
};

export function sampleTriggerOutput(nodeId: string, now: Date, timezone: string): unknown {
  return (SAMPLES[nodeId] ?? (() => ({})))(now, timezone);
}
