import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../server/nodes';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { expectErrorMapping, nodeContext, runAction, stepError } from './fakes/context';

/**
 * A polling trigger run by hand (run-now, the chat's "Ejecutar") outputs the most recent real item,
 * read with the same API call its poll makes; a run the poller started outputs the polled item.
 */
const TOKEN = 'ya29.token-de-prueba';
const RECONNECT = 'Google rechazó el acceso: vuelve a conectar tu cuenta';

describe('polling triggers run by hand fetch the latest item', () => {
  let api: FakeApi;
  let ctx: ReturnType<typeof nodeContext>;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    ctx = nodeContext({ env: { ENLAZA_GOOGLE_API_URL: api.url, ENLAZA_TELEGRAM_API_URL: api.url }, creds: { google: { access_token: TOKEN }, telegram: { bot_token: '123:ABC' } } });
  });

  it('every polling trigger has a latestItem, and a run the poller started outputs its item without asking anything', async () => {
    const polled = catalogue.flatMap((n) => n.triggers.filter((t) => t.poll).map((t) => ({ node: n.node_id, t })));
    expect(polled.filter(({ t }) => !t.latestItem).map(({ node }) => node)).toEqual([]);
    const item = { id: 'x-1', text: 'hola' };
    const fromPoller = nodeContext({ triggerType: 'poll', trigger: item, env: { ENLAZA_GOOGLE_API_URL: api.url, ENLAZA_TELEGRAM_API_URL: api.url } });
    for (const { t } of polled) {
      const params = t.params.parse({ spreadsheet_id: 'h', sheet_name: 's' });
      expect(await t.execute!(fromPoller, params)).toBe(item);
    }
    expect(api.requests).toEqual([]);
  });

  describe('gmail/new_email', () => {
    const run = (params: object = { query: 'from:cliente.mx' }, c = ctx) => runAction(c, 'gmail', 'new_email', params);

    it('reads the newest message matching the query', async () => {
      api.route('GET /gmail/v1/users/me/messages', { body: { messages: [{ id: 'm9', threadId: 't9' }], resultSizeEstimate: 1 } });
      api.route('GET /gmail/v1/users/me/messages/:id', (r) => ({
        body: {
          id: r.path.split('/').pop(), threadId: 't9', snippet: 'Hola, quiero una cotización', labelIds: ['INBOX', 'UNREAD'],
          payload: { headers: [{ name: 'From', value: 'Luis <luis@cliente.mx>' }, { name: 'To', value: 'ventas@tienda.mx' }, { name: 'Subject', value: 'Pedido 42' }, { name: 'Date', value: 'Mon, 23 Nov 2026 10:00:00 -0600' }] },
        },
      }));
      expect(await run()).toEqual({
        id: 'm9', thread_id: 't9', from: 'Luis <luis@cliente.mx>', to: 'ventas@tienda.mx', subject: 'Pedido 42',
        date: 'Mon, 23 Nov 2026 10:00:00 -0600', snippet: 'Hola, quiero una cotización', label_ids: ['INBOX', 'UNREAD'],
        body: 'Hola, quiero una cotización', // no text part: the snippet (tests/server/nodes-google.test.ts has the MIME cases)
      });
      expect(api.requests.map((r) => [r.method, r.path, r.query])).toEqual([
        ['GET', '/gmail/v1/users/me/messages', { q: 'from:cliente.mx', maxResults: '1' }],
        ['GET', '/gmail/v1/users/me/messages/m9', { format: 'full' }],
      ]);
      expect(api.requests.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    });

    it('says what to do when no message matches, and maps the error answers', async () => {
      api.route('GET /gmail/v1/users/me/messages', { body: { resultSizeEstimate: 0 } });
      expect((await stepError(run())).message).toBe('No hay correos que coincidan con la búsqueda para probar el flujo: envía uno y vuelve a ejecutar');
      expect((await stepError(run({}))).message).toBe('No hay correos en tu cuenta de Gmail para probar el flujo: envía uno y vuelve a ejecutar');
      expect(api.last().query).toEqual({ maxResults: '1' });
      expect((await stepError(run({}, nodeContext({ env: { ENLAZA_GOOGLE_API_URL: api.url } })))).message).toBe('Falta conectar tu cuenta de Gmail');
      await expectErrorMapping(api, 'GET /gmail/v1/users/me/messages', () => run(), { unauthorized: RECONNECT, notFound: 'Google no encontró lo solicitado: Not Found' });
    });
  });

  describe('google_sheets/new_row', () => {
    const sheet = { spreadsheet_id: 'hoja-123', sheet_name: 'Ventas' };
    const route = "GET /v4/spreadsheets/hoja-123/values/'Ventas'";

    it('reads the sheet and outputs its last row', async () => {
      api.route(route, { body: { values: [['Nombre', 'Email', 'Total'], ['Ana', 'ana@correo.mx', '10'], ['Luis', 'luis@correo.mx']] } });
      expect(await runAction(ctx, 'google_sheets', 'new_row', sheet)).toEqual({
        row_number: 3, values: ['Luis', 'luis@correo.mx'], record: { Nombre: 'Luis', Email: 'luis@correo.mx', Total: '' }, sheet_name: 'Ventas',
      });
      expect(api.requests.map((r) => [r.method, r.rawPath, r.query])).toEqual([['GET', "/v4/spreadsheets/hoja-123/values/'Ventas'", {}]]);
      expect(api.last().headers.authorization).toBe(`Bearer ${TOKEN}`);
    });

    it('says what to do when there is no row under the header, and maps the error answers', async () => {
      const none = "La hoja 'Ventas' no tiene filas debajo de los encabezados para probar el flujo: agrega una y vuelve a ejecutar";
      api.route(route, { body: { values: [['Nombre', 'Email']] } });
      expect((await stepError(runAction(ctx, 'google_sheets', 'new_row', sheet))).message).toBe(none);
      api.route(route, { body: { range: "'Ventas'!A1:Z1000", majorDimension: 'ROWS' } });
      expect((await stepError(runAction(ctx, 'google_sheets', 'new_row', sheet))).message).toBe(none);
      api.once(route, { status: 400, body: { error: { code: 400, message: "Unable to parse range: 'Ventas'" } } });
      expect((await stepError(runAction(ctx, 'google_sheets', 'new_row', sheet))).message).toBe("La hoja 'Ventas' no existe en esa hoja de cálculo");
      await expectErrorMapping(api, route, () => runAction(ctx, 'google_sheets', 'new_row', sheet), {
        unauthorized: RECONNECT,
        notFound: 'La hoja de cálculo no existe o tu cuenta de Google no tiene acceso a ella: revisa el ID',
      });
    });
  });

  describe('google_drive/new_file', () => {
    const fields = 'files(id,name,mimeType,webViewLink,createdTime,parents)';

    it('asks for the newest file in the folder', async () => {
      api.route('GET /drive/v3/files', { body: { files: [{ id: 'f3', name: 'factura.pdf', mimeType: 'application/pdf', webViewLink: 'https://drive/f3', createdTime: '2026-11-23T10:00:00.000Z', parents: ['carpeta-9'] }] } });
      expect(await runAction(ctx, 'google_drive', 'new_file', { folder_id: 'carpeta-9' })).toEqual({
        id: 'f3', name: 'factura.pdf', mime_type: 'application/pdf', web_view_link: 'https://drive/f3', created_time: '2026-11-23T10:00:00.000Z', parents: ['carpeta-9'],
      });
      expect(api.requests.map((r) => [r.method, r.path, r.query])).toEqual([
        ['GET', '/drive/v3/files', { q: "'carpeta-9' in parents and trashed = false", orderBy: 'createdTime desc', pageSize: '1', fields }],
      ]);
      expect(api.last().headers.authorization).toBe(`Bearer ${TOKEN}`);
      await runAction(ctx, 'google_drive', 'new_file', {});
      expect(api.last().query).toEqual({ q: 'trashed = false', orderBy: 'createdTime desc', pageSize: '1', fields });
    });

    it('says what to do when the folder is empty, and maps the error answers', async () => {
      api.route('GET /drive/v3/files', { body: { files: [] } });
      expect((await stepError(runAction(ctx, 'google_drive', 'new_file', { folder_id: 'carpeta-9' }))).message).toBe('La carpeta no tiene archivos para probar el flujo: sube uno y vuelve a ejecutar');
      expect((await stepError(runAction(ctx, 'google_drive', 'new_file', {}))).message).toBe('No hay archivos en tu Google Drive para probar el flujo: sube uno y vuelve a ejecutar');
      await expectErrorMapping(api, 'GET /drive/v3/files', () => runAction(ctx, 'google_drive', 'new_file', { folder_id: 'carpeta-9' }), {
        unauthorized: RECONNECT,
        notFound: 'La carpeta de Google Drive no existe o tu cuenta no tiene acceso a ella: revisa el ID',
      });
    });
  });

  describe('google_calendar/event_starting', () => {
    const route = 'GET /calendar/v3/calendars/ventas@grupo/events';
    const params = { calendar_id: 'ventas@grupo', minutes_before: 15 };

    it('asks for the next event from now on', async () => {
      api.route(route, { body: { items: [{ id: 'ev7', summary: 'Cita con Ana', start: { dateTime: '2026-12-01T10:00:00-06:00' }, end: { dateTime: '2026-12-01T11:00:00-06:00' }, attendees: [{ email: 'ana@correo.mx' }], location: 'Oficina', htmlLink: 'https://cal/ev7' }] } });
      const before = Date.now();
      expect(await runAction(ctx, 'google_calendar', 'event_starting', params)).toEqual({
        id: 'ev7', title: 'Cita con Ana', start: '2026-12-01T10:00:00-06:00', end: '2026-12-01T11:00:00-06:00',
        attendees: ['ana@correo.mx'], location: 'Oficina', link: 'https://cal/ev7', minutes_before: 15,
      });
      expect(api.requests).toHaveLength(1);
      const req = api.last();
      expect([req.method, req.path]).toEqual(['GET', '/calendar/v3/calendars/ventas@grupo/events']);
      expect(req.query).toEqual({ timeMin: expect.any(String), singleEvents: 'true', orderBy: 'startTime', maxResults: '1' });
      const timeMin = Date.parse(req.query.timeMin);
      expect(timeMin).toBeGreaterThanOrEqual(before - 1);
      expect(timeMin).toBeLessThanOrEqual(Date.now());
      expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
      // The default calendar and lead time.
      api.route('GET /calendar/v3/calendars/primary/events', { body: { items: [{ id: 'ev8', start: { date: '2026-12-24' } }] } });
      expect(await runAction(ctx, 'google_calendar', 'event_starting', {})).toMatchObject({ id: 'ev8', start: '2026-12-24', minutes_before: 10 });
    });

    it('says what to do when no event is coming, and maps the error answers', async () => {
      api.route(route, { body: { items: [] } });
      expect((await stepError(runAction(ctx, 'google_calendar', 'event_starting', params))).message).toBe('No hay eventos próximos en el calendario para probar el flujo: crea uno y vuelve a ejecutar');
      await expectErrorMapping(api, route, () => runAction(ctx, 'google_calendar', 'event_starting', params), {
        unauthorized: RECONNECT,
        notFound: 'El calendario no existe o tu cuenta de Google no tiene acceso a él: revisa el ID del calendario',
      });
    });
  });

  describe('telegram/new_message', () => {
    const route = 'POST /bot123:ABC/getUpdates';
    const message = (id: number, text: string) => ({ update_id: id, message: { message_id: id - 100, chat: { id: 555, type: 'private' }, from: { id: 7, first_name: 'Ana' }, text, date: 1700000000 + id } });

    it('reads pending updates without an offset (confirming none) and outputs the newest message', async () => {
      api.route(route, { body: { ok: true, result: [message(110, 'hola'), message(111, '¿precio?'), { update_id: 112, edited_message: { message_id: 5 } }] } });
      expect(await runAction(ctx, 'telegram', 'new_message', {})).toEqual({
        update_id: 111, message_id: 11, chat_id: 555, chat_type: 'private', from: { id: 7, first_name: 'Ana' }, text: '¿precio?', date: new Date((1700000000 + 111) * 1000).toISOString(),
      });
      expect(api.requests.map((r) => [r.method, r.path, r.json])).toEqual([['POST', '/bot123:ABC/getUpdates', { timeout: 0, allowed_updates: ['message'] }]]);
    });

    it('says what to do when the bot has no message, and explains a rejected token without showing it', async () => {
      api.route(route, { body: { ok: true, result: [] } });
      expect((await stepError(runAction(ctx, 'telegram', 'new_message', {}))).message).toBe('Tu bot de Telegram no tiene mensajes recientes para probar el flujo: escríbele uno y vuelve a ejecutar');
      api.once(route, { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } });
      const bad = await stepError(runAction(ctx, 'telegram', 'new_message', {}));
      expect(bad).toMatchObject({ message: 'Telegram rechazó el token del bot: revisa el token que te dio @BotFather y vuelve a conectarlo', retryable: false });
      expect(bad.message).not.toContain('123:ABC');
      api.once(route, { status: 429, body: { ok: false, parameters: { retry_after: 3 } } });
      expect(await stepError(runAction(ctx, 'telegram', 'new_message', {}))).toMatchObject({ retryable: true, retryAfterMs: 3000 });
      api.once(route, { status: 502, body: 'bad gateway' });
      expect((await stepError(runAction(ctx, 'telegram', 'new_message', {}))).retryable).toBe(true);
      expect((await stepError(runAction(nodeContext({ env: { ENLAZA_TELEGRAM_API_URL: api.url } }), 'telegram', 'new_message', {}))).message).toBe('Falta conectar tu cuenta de Telegram');
    });
  });
});
