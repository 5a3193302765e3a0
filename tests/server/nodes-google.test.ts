import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAction } from '../../server/nodes';
import { emailPayload, MAX_BODY_CHARS, type GmailPart } from '../../server/nodes/gmail';
import type { PollContext } from '../../server/nodes/types';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { expectErrorMapping, nodeContext, runAction, stepError } from './fakes/context';

const TOKEN = 'ya29.token-de-prueba';
const RECONNECT = 'Google rechazó el acceso: vuelve a conectar tu cuenta';

describe('Google nodes against a fake Google API', () => {
  let api: FakeApi;
  let ctx: ReturnType<typeof nodeContext>;
  const poll = (nodeId: string, actionId: string, params: object, cursor: unknown) => {
    const a = findAction(nodeId, actionId)!;
    return a.poll!(ctx as PollContext, a.params.parse(params), cursor);
  };

  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    ctx = nodeContext({ env: { ENLAZA_GOOGLE_API_URL: api.url }, creds: { google: { access_token: TOKEN } } });
  });

  describe('gmail', () => {
    it('send_email posts a base64url RFC 822 message to users.messages.send', async () => {
      api.route('POST /gmail/v1/users/me/messages/send', { body: { id: 'm-1', threadId: 't-1', labelIds: ['SENT'] } });
      const out = await runAction(ctx, 'gmail', 'send_email', { to: 'ana@correo.mx', subject: 'Cotización lista ✔', body: 'Hola Ana,\nadjunto la cotización.' });
      expect(out).toEqual({ message_id: 'm-1', thread_id: 't-1', label_ids: ['SENT'] });
      const req = api.last();
      expect(req.method).toBe('POST');
      expect(req.path).toBe('/gmail/v1/users/me/messages/send');
      expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(Object.keys(req.json)).toEqual(['raw']);
      expect(req.json.raw).toMatch(/^[A-Za-z0-9_-]+$/);
      const mime = Buffer.from(req.json.raw, 'base64url').toString('utf8');
      expect(mime).toContain('To: ana@correo.mx\r\n');
      expect(mime).toContain(`Subject: =?UTF-8?B?${Buffer.from('Cotización lista ✔').toString('base64')}?=\r\n`);
      expect(mime).toContain('Content-Type: text/plain; charset="UTF-8"');
      const body = mime.split('\r\n\r\n')[1];
      expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('Hola Ana,\nadjunto la cotización.');
      // The node asked for its own service first, then the shared Google connection.
      expect(ctx.credentialsAsked).toEqual(['gmail', 'google']);
    });

    it('fails without a Google connection, and maps the error answers', async () => {
      const none = nodeContext({ env: { ENLAZA_GOOGLE_API_URL: api.url } });
      expect((await stepError(runAction(none, 'gmail', 'send_email', { to: 'a@b.mx', subject: 's', body: 'b' }))).message).toBe('Falta conectar tu cuenta de Gmail');
      expect(api.requests).toHaveLength(0);
      await expectErrorMapping(api, 'POST /gmail/v1/users/me/messages/send', () => runAction(ctx, 'gmail', 'send_email', { to: 'a@b.mx', subject: 's', body: 'b' }), {
        unauthorized: RECONNECT,
        notFound: 'Google no encontró lo solicitado: Not Found',
      });
    });

    it('new_email lists with the query, remembers a baseline, then yields each new message once', async () => {
      let ids = ['m2', 'm1'];
      api.route('GET /gmail/v1/users/me/messages', () => ({ body: { messages: ids.map((id) => ({ id, threadId: `t-${id}` })) } }));
      api.route('GET /gmail/v1/users/me/messages/:id', (r) => ({
        body: { id: r.path.split('/').pop(), threadId: 't', snippet: 'Hola, quiero una cotización', labelIds: ['INBOX'], payload: { headers: [{ name: 'From', value: 'Luis <luis@cliente.mx>' }, { name: 'Subject', value: `Pedido ${r.path.split('/').pop()}` }] } },
      }));
      const first = await poll('gmail', 'new_email', { query: 'from:cliente.mx' }, null);
      expect(first.items).toEqual([]);
      expect(api.last().query).toEqual({ q: 'from:cliente.mx', maxResults: '25' });
      expect(api.last().headers.authorization).toBe(`Bearer ${TOKEN}`);

      ids = ['m4', 'm3', 'm2', 'm1'];
      const second = await poll('gmail', 'new_email', { query: 'from:cliente.mx' }, first.cursor);
      expect(second.items.map((i) => i.id)).toEqual(['m3', 'm4']);
      // no text part in these messages: the body is the snippet
      expect(second.items[0].payload).toMatchObject({ id: 'm3', from: 'Luis <luis@cliente.mx>', subject: 'Pedido m3', snippet: 'Hola, quiero una cotización', body: 'Hola, quiero una cotización' });
      expect(api.to('GET /gmail/v1/users/me/messages/:id').map((r) => r.query.format)).toEqual(['full', 'full']);

      const third = await poll('gmail', 'new_email', { query: 'from:cliente.mx' }, second.cursor);
      expect(third.items).toEqual([]);
    });
  });

  describe('gmail/new_email body (users.messages.get?format=full)', () => {
    const b64 = (text: string, encoding: BufferEncoding = 'utf8') => Buffer.from(text, encoding).toString('base64url');
    const leaf = (mimeType: string, text: string, extra: Partial<GmailPart> = {}): GmailPart => ({
      mimeType, filename: '', headers: [{ name: 'Content-Type', value: `${mimeType}; charset="UTF-8"` }], body: { size: Buffer.byteLength(text), data: b64(text) }, ...extra,
    });
    const multipart = (mimeType: string, parts: GmailPart[], headers: GmailPart['headers'] = []): GmailPart => ({ mimeType, filename: '', headers, body: { size: 0 }, parts });
    const HEADERS = [{ name: 'From', value: 'Luis Peña <luis@cliente.mx>' }, { name: 'To', value: 'ventas@tienda.mx' }, { name: 'Subject', value: 'Pedido 42' }, { name: 'Date', value: 'Mon, 23 Nov 2026 10:00:00 -0600' }];
    /** The fake Gmail answers every message id with this message. */
    const serve = (payload: GmailPart, snippet = 'Hola, quiero una cotización') => {
      api.route('GET /gmail/v1/users/me/messages', { body: { messages: [{ id: 'm9', threadId: 't9' }] } });
      api.route('GET /gmail/v1/users/me/messages/:id', (r) => ({ body: { id: r.path.split('/').pop(), threadId: 't9', snippet, labelIds: ['INBOX'], payload: { ...payload, headers: [...HEADERS, ...(payload.headers ?? [])] } } }));
    };
    /** The trigger's output in a manual run (latest item) — the same shape function as a polled item. */
    const latest = async () => (await runAction(ctx, 'gmail', 'new_email', {})) as ReturnType<typeof emailPayload>;

    it('multipart/alternative: the text/plain part, in polled items and manual runs alike', async () => {
      const plain = 'Hola,\r\n\r\nquiero 20 piezas del modelo A.\r\nGracias,\r\nLuis';
      serve(multipart('multipart/alternative', [leaf('text/plain', plain), leaf('text/html', '<div dir="ltr">Hola,<br><br>quiero <b>20 piezas</b> del modelo A.<br>Gracias,<br>Luis</div>')]));
      const out = await latest();
      expect(out).toEqual({
        id: 'm9', thread_id: 't9', from: 'Luis Peña <luis@cliente.mx>', to: 'ventas@tienda.mx', subject: 'Pedido 42', date: 'Mon, 23 Nov 2026 10:00:00 -0600',
        snippet: 'Hola, quiero una cotización', label_ids: ['INBOX'], body: 'Hola,\n\nquiero 20 piezas del modelo A.\nGracias,\nLuis',
      });
      expect(api.last().query).toEqual({ format: 'full' });

      const first = await poll('gmail', 'new_email', {}, null);
      api.route('GET /gmail/v1/users/me/messages', { body: { messages: [{ id: 'm10' }, { id: 'm9' }] } });
      const second = await poll('gmail', 'new_email', {}, first.cursor);
      expect(second.items).toEqual([{ id: 'm10', payload: { ...out, id: 'm10' } }]);
      expect(api.last().query).toEqual({ format: 'full' });
    });

    it('html-only: tags, styles and scripts stripped, entities decoded, whitespace collapsed', async () => {
      const html = `<html><head><title>Boletín</title><style>p { color: red; }</style></head>
        <body><!-- encabezado --><script>alert("x")</script>
          <h1>Promoción&nbsp;de&nbsp;noviembre</h1>
          <p>Hola   <b>Ana</b>,\n   tenemos   <a href="https://tienda.mx/p">precios</a> especiales:</p>
          <ul><li>Café &amp; pan &#8211; $50</li><li>Té &lt;verde&gt; &#x2014; $30</li></ul>
          <table><tr><td>Total</td><td>$80</td></tr></table>
          <p>¿Dudas? Escríbenos&hellip; &quot;La Tienda&quot; &copy; 2026</p>
        </body></html>`;
      serve(leaf('text/html', html));
      expect((await latest()).body).toBe([
        'Promoción de noviembre',
        '',
        'Hola Ana, tenemos precios especiales:',
        '',
        'Café & pan – $50',
        'Té <verde> — $30',
        '',
        'Total $80',
        '',
        '¿Dudas? Escríbenos… "La Tienda" © 2026',
      ].join('\n'));
      // Gmail's own HTML: a div per line, an empty <div><br></div> between paragraphs
      serve(leaf('text/html', '<div dir="ltr">Hola,<div><br></div><div>quiero 20 piezas.</div><div>Gracias</div></div>\r\n'));
      expect((await latest()).body).toBe('Hola,\n\nquiero 20 piezas.\nGracias');
    });

    it('nested multipart/mixed with attachments: the message text, not the attached files', async () => {
      serve(multipart('multipart/mixed', [
        multipart('multipart/alternative', [
          leaf('text/plain', 'Te mando la factura de octubre.\n\nSaludos'),
          multipart('multipart/related', [leaf('text/html', '<p>Te mando la <i>factura</i> de octubre.</p>'), { mimeType: 'image/png', filename: 'logo.png', body: { attachmentId: 'ANGjdJ_logo', size: 2048 } }]),
        ]),
        { mimeType: 'application/pdf', filename: 'factura-octubre.pdf', headers: [{ name: 'Content-Disposition', value: 'attachment; filename="factura-octubre.pdf"' }], body: { attachmentId: 'ANGjdJ_pdf', size: 50_000 } },
        leaf('text/plain', 'notas internas del archivo adjunto', { filename: 'notas.txt' }),
        leaf('text/plain', 'tampoco esto', { headers: [{ name: 'Content-Disposition', value: 'attachment' }] }),
      ]));
      expect((await latest()).body).toBe('Te mando la factura de octubre.\n\nSaludos');
      // without a text/plain part anywhere, the nested HTML
      serve(multipart('multipart/mixed', [
        multipart('multipart/related', [leaf('text/html', '<p>Te mando la <i>factura</i> de octubre.</p>'), { mimeType: 'image/png', filename: 'logo.png', body: { attachmentId: 'ANGjdJ_logo', size: 2048 } }]),
        { mimeType: 'application/pdf', filename: 'factura-octubre.pdf', body: { attachmentId: 'ANGjdJ_pdf', size: 50_000 } },
      ]));
      expect((await latest()).body).toBe('Te mando la factura de octubre.');
    });

    it('no text part (or an empty one): the snippet, its HTML entities decoded', async () => {
      serve({ mimeType: 'text/plain', filename: '', body: { size: 0 } }, 'Confirmo la cita, ¿a qu&eacute; hora? &quot;ok&quot; &#39;gracias&#39;');
      const out = await latest();
      expect(out.body).toBe('Confirmo la cita, ¿a qué hora? "ok" \'gracias\'');
      expect(out.snippet).toBe('Confirmo la cita, ¿a qu&eacute; hora? &quot;ok&quot; &#39;gracias&#39;'); // as Gmail sent it
      serve(multipart('multipart/mixed', [leaf('text/plain', '  \r\n '), { mimeType: 'image/jpeg', filename: 'foto.jpg', body: { attachmentId: 'x', size: 9 } }]), 'Foto adjunta');
      expect((await latest()).body).toBe('Foto adjunta');
    });

    it('non-ASCII text decodes: UTF-8 accents, ñ and emoji, and a declared latin-1 charset', async () => {
      const text = 'Señora Núñez: ¡el pedido está listo! Cámara, acción, pingüino 🎉 — año 2026';
      serve(leaf('text/plain', text));
      expect((await latest()).body).toBe(text);
      serve(multipart('multipart/alternative', [
        { mimeType: 'text/plain', filename: '', headers: [{ name: 'Content-Type', value: 'text/plain; charset=ISO-8859-1' }], body: { data: b64('Año nuevo, señal de café', 'latin1') } },
        leaf('text/html', '<p>no</p>'),
      ]));
      expect((await latest()).body).toBe('Año nuevo, señal de café');
      // an unknown charset label reads as UTF-8
      serve({ mimeType: 'text/plain', filename: '', headers: [{ name: 'Content-Type', value: 'text/plain; charset=x-desconocido' }], body: { data: b64('mañana') } });
      expect((await latest()).body).toBe('mañana');
    });

    it(`cuts a huge body at ${MAX_BODY_CHARS} characters`, () => {
      const huge = 'Boletín de ofertas. '.repeat(3000);
      const m = (payload: GmailPart) => emailPayload({ id: 'x', payload });
      const plain = m(leaf('text/plain', huge)).body;
      expect(plain).toHaveLength(MAX_BODY_CHARS);
      expect(plain.endsWith('…')).toBe(true);
      expect(huge.startsWith(plain.slice(0, -1))).toBe(true);
      expect(m(leaf('text/html', `<p>${huge}</p>`)).body).toHaveLength(MAX_BODY_CHARS);
      // never half an emoji
      const emoji = m(leaf('text/plain', 'ab' + '🎉'.repeat(MAX_BODY_CHARS))).body;
      expect(emoji).toHaveLength(MAX_BODY_CHARS - 1);
      expect(emoji.at(-2)).not.toMatch(/[\uD800-\uDBFF]/);
      expect(m(leaf('text/plain', 'corto')).body).toBe('corto');
    });
  });

  describe('google_sheets', () => {
    const sheet = { spreadsheet_id: 'hoja-123', sheet_name: 'Ventas' };

    it('append_row sends values.append with the row under the header columns', async () => {
      api.route("GET /v4/spreadsheets/hoja-123/values/'Ventas'!1:1", { body: { values: [['Nombre', 'Email', 'Total']] } });
      api.route("POST /v4/spreadsheets/hoja-123/values/'Ventas':append", { body: { updates: { updatedRange: 'Ventas!A5:D5', updatedRows: 1 } } });
      const out = await runAction(ctx, 'google_sheets', 'append_row', { ...sheet, values: { Email: 'ana@correo.mx', Nombre: 'Ana', Total: 1250, Nota: { vip: true } } });
      expect(out).toEqual({ updated_range: 'Ventas!A5:D5', updated_rows: 1, values: ['Ana', 'ana@correo.mx', 1250, '{"vip":true}'] });
      const req = api.last();
      expect(req.method).toBe('POST');
      expect(req.rawPath).toBe("/v4/spreadsheets/hoja-123/values/'Ventas':append");
      expect(req.query).toEqual({ valueInputOption: 'USER_ENTERED', insertDataOption: 'INSERT_ROWS' });
      expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(req.json).toEqual({ values: [['Ana', 'ana@correo.mx', 1250, '{"vip":true}']] });

      await runAction(ctx, 'google_sheets', 'append_row', { ...sheet, values: 'a, b, c' });
      expect(api.last().json).toEqual({ values: [['a', 'b', 'c']] });
    });

    it('says which sheet is missing, and maps the error answers', async () => {
      api.once("GET /v4/spreadsheets/hoja-123/values/'Ventas'", { status: 400, body: { error: { code: 400, message: "Unable to parse range: 'Ventas'", status: 'INVALID_ARGUMENT' } } });
      expect((await stepError(runAction(ctx, 'google_sheets', 'read_rows', sheet))).message).toBe("La hoja 'Ventas' no existe en esa hoja de cálculo");
      await expectErrorMapping(api, "GET /v4/spreadsheets/hoja-123/values/'Ventas'", () => runAction(ctx, 'google_sheets', 'read_rows', sheet), {
        unauthorized: RECONNECT,
        notFound: 'La hoja de cálculo no existe o tu cuenta de Google no tiene acceso a ella: revisa el ID',
      });
    });

    it('read_rows returns rows keyed by the header, or raw values for a range', async () => {
      api.route("GET /v4/spreadsheets/hoja-123/values/'Ventas'", { body: { values: [['Nombre', 'Total'], ['Ana', '10'], ['Luis']] } });
      expect(await runAction(ctx, 'google_sheets', 'read_rows', sheet)).toEqual({
        rows: [{ Nombre: 'Ana', Total: '10' }, { Nombre: 'Luis', Total: '' }],
        values: [['Nombre', 'Total'], ['Ana', '10'], ['Luis']],
        count: 2,
      });
      api.route("GET /v4/spreadsheets/hoja-123/values/'Ventas'!A2:B3", { body: { values: [['Ana', '10']] } });
      expect(await runAction(ctx, 'google_sheets', 'read_rows', { ...sheet, range: 'A2:B3' })).toEqual({ values: [['Ana', '10']], count: 1 });
    });

    it('new_row starts from the current row count and yields only rows added after it', async () => {
      let values = [['Nombre', 'Total'], ['Ana', '10']];
      api.route("GET /v4/spreadsheets/hoja-123/values/'Ventas'", () => ({ body: { values } }));
      const first = await poll('google_sheets', 'new_row', sheet, null);
      expect(first).toEqual({ items: [], cursor: { rows: 2 } });
      values = [...values, ['Luis', '20'], ['Eva', '5']];
      const second = await poll('google_sheets', 'new_row', sheet, first.cursor);
      expect(second.items).toEqual([
        { id: 'row:3', payload: { row_number: 3, values: ['Luis', '20'], record: { Nombre: 'Luis', Total: '20' }, sheet_name: 'Ventas' } },
        { id: 'row:4', payload: { row_number: 4, values: ['Eva', '5'], record: { Nombre: 'Eva', Total: '5' }, sheet_name: 'Ventas' } },
      ]);
      expect(second.cursor).toEqual({ rows: 4 });
      expect((await poll('google_sheets', 'new_row', sheet, second.cursor)).items).toEqual([]);
    });
  });

  describe('google_drive', () => {
    it('upload_file sends a multipart files.create with metadata and content', async () => {
      api.route('POST /upload/drive/v3/files', { body: { id: 'f-1', name: 'pedido.txt', mimeType: 'text/plain', webViewLink: 'https://drive/f-1' } });
      const out = await runAction(ctx, 'google_drive', 'upload_file', { name: 'pedido.txt', content: 'Pedido #42: 3 cajas', folder_id: 'carpeta-9' });
      expect(out).toMatchObject({ id: 'f-1', name: 'pedido.txt', mime_type: 'text/plain', web_view_link: 'https://drive/f-1' });
      const req = api.last();
      expect(req.query.uploadType).toBe('multipart');
      expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
      const boundary = /^multipart\/related; boundary=(.+)$/.exec(req.headers['content-type']!)![1];
      const parts = req.body.split(`--${boundary}`);
      expect(parts.at(-1)).toBe('--\r\n');
      expect(parts[1]).toContain('Content-Type: application/json');
      expect(JSON.parse(parts[1].split('\r\n\r\n')[1])).toEqual({ name: 'pedido.txt', parents: ['carpeta-9'] });
      expect(parts[2].split('\r\n\r\n')[1]).toBe('Pedido #42: 3 cajas\r\n');
    });

    it('create_folder posts a folder mime type; errors are mapped', async () => {
      api.route('POST /drive/v3/files', { body: { id: 'c-1', name: 'Facturas', mimeType: 'application/vnd.google-apps.folder' } });
      expect(await runAction(ctx, 'google_drive', 'create_folder', { name: 'Facturas' })).toMatchObject({ id: 'c-1', name: 'Facturas' });
      expect(api.last().json).toEqual({ name: 'Facturas', mimeType: 'application/vnd.google-apps.folder' });
      await expectErrorMapping(api, 'POST /drive/v3/files', () => runAction(ctx, 'google_drive', 'create_folder', { name: 'Facturas' }), {
        unauthorized: RECONNECT,
        notFound: 'La carpeta de Google Drive no existe o tu cuenta no tiene acceso a ella: revisa el ID',
      });
    });

    it('new_file queries the folder and yields files not seen before', async () => {
      let files = [{ id: 'a', name: 'a.pdf' }];
      api.route('GET /drive/v3/files', () => ({ body: { files } }));
      const first = await poll('google_drive', 'new_file', { folder_id: 'carpeta-9' }, null);
      expect(first.items).toEqual([]);
      expect(api.last().query).toMatchObject({ q: "'carpeta-9' in parents and trashed = false", orderBy: 'createdTime desc' });
      files = [{ id: 'c', name: 'c.pdf' }, { id: 'b', name: 'b.pdf' }, ...files];
      const second = await poll('google_drive', 'new_file', { folder_id: 'carpeta-9' }, first.cursor);
      expect(second.items.map((i) => i.id)).toEqual(['b', 'c']);
      expect(second.items[0].payload).toMatchObject({ id: 'b', name: 'b.pdf' });
      expect((await poll('google_drive', 'new_file', { folder_id: 'carpeta-9' }, second.cursor)).items).toEqual([]);
    });
  });

  describe('google_calendar', () => {
    it('create_event inserts an event in the user timezone with a default one-hour end and attendees', async () => {
      api.route('POST /calendar/v3/calendars/primary/events', (r) => ({ body: { id: 'ev-1', summary: r.json.summary, start: r.json.start, end: r.json.end, attendees: r.json.attendees, htmlLink: 'https://cal/ev-1' } }));
      const out = await runAction(ctx, 'google_calendar', 'create_event', { title: 'Junta con proveedor', start: '2026-12-01T10:00', attendees: 'ana@correo.mx, luis@correo.mx' });
      const req = api.last();
      expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(req.query).toEqual({ sendUpdates: 'all' });
      expect(req.json).toEqual({
        summary: 'Junta con proveedor',
        start: { dateTime: '2026-12-01T10:00:00', timeZone: 'America/Mexico_City' },
        end: { dateTime: '2026-12-01T11:00:00', timeZone: 'America/Mexico_City' },
        attendees: [{ email: 'ana@correo.mx' }, { email: 'luis@correo.mx' }],
      });
      expect(out).toMatchObject({ id: 'ev-1', title: 'Junta con proveedor', start: '2026-12-01T10:00:00', attendees: ['ana@correo.mx', 'luis@correo.mx'] });

      await runAction(ctx, 'google_calendar', 'create_event', { title: 'Inventario', start: '2026-12-24' });
      expect(api.last().json).toMatchObject({ start: { date: '2026-12-24' }, end: { date: '2026-12-25' } });
      expect((await stepError(runAction(ctx, 'google_calendar', 'create_event', { title: 'x', start: 'mañana' }))).message).toBe('El campo "Inicio" debe ser una fecha (2026-05-04) o fecha y hora (2026-05-04T10:00)');
    });

    it('list_events asks events.list for the range, single events ordered by start', async () => {
      api.route('GET /calendar/v3/calendars/primary/events', { body: { items: [{ id: 'e1', summary: 'Cita', start: { dateTime: '2026-12-01T10:00:00-06:00' }, end: { dateTime: '2026-12-01T11:00:00-06:00' } }] } });
      const out = await runAction(ctx, 'google_calendar', 'list_events', { from: '2026-12-01T00:00:00Z', to: '2026-12-02T00:00:00Z' });
      expect(api.last().query).toEqual({ timeMin: '2026-12-01T00:00:00.000Z', timeMax: '2026-12-02T00:00:00.000Z', singleEvents: 'true', orderBy: 'startTime', maxResults: '100' });
      expect(out).toEqual({ count: 1, events: [{ id: 'e1', title: 'Cita', start: '2026-12-01T10:00:00-06:00', end: '2026-12-01T11:00:00-06:00', attendees: [], location: null, link: null }] });
      await expectErrorMapping(api, 'GET /calendar/v3/calendars/primary/events', () => runAction(ctx, 'google_calendar', 'list_events', {}), {
        unauthorized: RECONNECT,
        notFound: 'El calendario no existe o tu cuenta de Google no tiene acceso a él: revisa el ID del calendario',
      });
    });

    it('event_starting yields an event once when it is within minutes_before of its start', async () => {
      const soon = new Date(Date.now() + 5 * 60_000).toISOString();
      const later = new Date(Date.now() + 50 * 60_000).toISOString();
      api.route('GET /calendar/v3/calendars/ventas@grupo/events', { body: { items: [{ id: 'pronto', summary: 'Llamada', start: { dateTime: soon } }, { id: 'luego', summary: 'Comida', start: { dateTime: later } }] } });
      const first = await poll('google_calendar', 'event_starting', { calendar_id: 'ventas@grupo', minutes_before: 15 }, null);
      expect(first.items.map((i) => i.id)).toEqual([`pronto@${soon}`]);
      expect(first.items[0].payload).toMatchObject({ id: 'pronto', title: 'Llamada', minutes_before: 15 });
      const second = await poll('google_calendar', 'event_starting', { calendar_id: 'ventas@grupo', minutes_before: 15 }, first.cursor);
      expect(second.items).toEqual([]);
    });
  });
});
