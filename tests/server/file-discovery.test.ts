import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './harness';
import { startFakeApi, type FakeApi, type FakeRequest } from './fakes/fake-api';
import { saveCredential } from '../../server/credentials/store';
import { credentials } from '../../server/db/schema';
import { driveQuery } from '../../server/file-discovery/google-files';
import { searchTerms } from '../../server/file-discovery/terms';

const TOKEN = 'ya29.token-de-drive';
const SHEET = 'application/vnd.google-apps.spreadsheet';
const DAY = 86_400_000;

/** What the fake Drive holds; files.list answers the ones whose name contains a `name contains` word of q. */
const DRIVE = [
  { id: 's1', name: 'Pedidos 2026', mimeType: SHEET, webViewLink: 'https://docs.google.com/spreadsheets/d/s1', modifiedTime: new Date(Date.now() - DAY).toISOString(), owners: [{ displayName: 'Ana' }] },
  { id: 's2', name: 'Pedidos de mayoreo (clientes)', mimeType: SHEET, modifiedTime: '2020-01-01T00:00:00.000Z' },
  { id: 'd1', name: 'Política de pedidos.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { id: 'f1', name: 'Clientes', mimeType: 'application/vnd.google-apps.folder' },
  { id: 'p1', name: 'Factura pedidos.pdf', mimeType: 'application/pdf' },
];

function driveList(req: FakeRequest) {
  const q = req.query.q ?? '';
  const words = [...q.matchAll(/name contains '((?:[^'\\]|\\.)*)'/g)].map((m) => m[1].replace(/\\(.)/g, '$1').toLowerCase());
  const mimes = [...q.matchAll(/mimeType = '([^']*)'/g)].map((m) => m[1]);
  const files = DRIVE.filter((f) => words.some((w) => f.name.toLowerCase().includes(w)) && (!mimes.length || mimes.includes(f.mimeType)));
  return { body: { files } };
}

describe('file discovery search words and Drive query', () => {
  it('keeps the meaningful words of the request, names from the plan first, without accents lost', () => {
    expect(searchTerms('Cuando llegue un pedido nuevo, guárdalo en mi hoja de Google Sheets y avísame por Slack')).toEqual(['pedido']);
    expect(searchTerms('Lee el menú del día y publícalo', [{ node_id: 'google_sheets', params: { sheet_name: 'Menú semanal', spreadsheet_id: '' } }])).toEqual(['menú', 'publícalo']);
    expect(searchTerms('sube la factura {{trigger.body.pedido}} a Drive', [{ node_id: 'google_drive', params: { name: 'Factura {{trigger.body.pedido}}.pdf' } }])).toEqual(['factura', 'pdf']);
    expect(searchTerms('guárdalo en una hoja de Google')).toEqual([]);
  });

  it("quotes words for Drive's query language", () => {
    expect(driveQuery(["o'brien", 'a\\b'], ['spreadsheet', 'image'])).toBe(
      "(name contains 'o\\'brien' or name contains 'a\\\\b') and trashed = false and (mimeType = 'application/vnd.google-apps.spreadsheet' or mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' or mimeType = 'text/csv' or mimeType contains 'image/')",
    );
  });
});

describe.each(backends)('POST /file-discovery/discover (%s)', (backend) => {
  let api: FakeApi;
  let t: TestApp;
  let ana: Awaited<ReturnType<TestApp['signUp']>>;
  let anaId: string;
  beforeAll(async () => {
    api = await startFakeApi({ 'GET /drive/v3/files': driveList });
    t = await startTestApp(backend, {}, { ENLAZA_GOOGLE_API_URL: api.url, ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    ana = await t.signUp();
    anaId = (await t.app.services.tokens.verifyAccess(ana.access_token))!;
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });
  beforeEach(async () => {
    api.reset();
    await t.app.services.db.delete(credentials);
  });

  const connect = (serviceId: string, token = TOKEN) =>
    saveCredential(t.app.services.db, t.app.services.vault, { userId: anaId, serviceId, provider: 'google', flavor: serviceId, mechanism: 'oauth2', secret: { access_token: token }, refreshable: false });
  const discover = (payload: object, url = '/file-discovery/discover', who = ana) => t.app.inject({ method: 'POST', url, headers: who.auth, payload });

  it('without a Google connection answers an honest empty result and asks Google nothing', async () => {
    const res = await discover({ user_message: 'Guarda cada pedido en mi hoja de pedidos', file_types: [], providers: [], planned_steps: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ discovered_files: [], searched_providers: [], reconnect_providers: [], terms: ['pedido', 'pedidos'] });
    expect(api.requests).toHaveLength(0);
  });

  it("searches the connected Drive and Sheets by the request's words and ranks what fits the plan first", async () => {
    await connect('google');
    const res = await discover({
      user_message: 'Cuando llegue un pedido nuevo guárdalo en Google Sheets',
      file_types: [],
      providers: ['google_drive', 'google_sheets'],
      planned_steps: [{ step: 1, node_id: 'webhook', action_id: 'webhook_received' }, { step: 2, node_id: 'google_sheets', action_id: 'append_row', params: { spreadsheet_id: '', sheet_name: 'Hoja 1' } }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.searched_providers).toEqual(['google_drive', 'google_sheets']);
    expect(body.terms).toEqual(['pedido']);
    // files.list with the user's token and a name query built from the words
    const calls = api.to('GET /drive/v3/files');
    expect(calls).toHaveLength(2);
    for (const c of calls) expect(c.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(calls[0].query.q).toBe("(name contains 'pedido') and trashed = false");
    expect(calls[1].query.q).toBe(`(name contains 'pedido') and trashed = false and (mimeType = '${SHEET}' or mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' or mimeType = 'text/csv')`);
    expect(calls[0].query).toMatchObject({ orderBy: 'modifiedTime desc', pageSize: '25' });

    const files = body.discovered_files;
    // the recent spreadsheet first (a Sheets step is planned), each file once
    expect(files.map((f: { id: string }) => f.id)).toEqual(['s1', 's2', 'd1', 'p1']);
    expect(files[0]).toEqual({
      id: 's1', name: 'Pedidos 2026', provider: 'google_sheets', file_type: 'spreadsheet', icon: 'sheet', confidence: 0.99,
      metadata: { mime_type: SHEET, web_view_link: 'https://docs.google.com/spreadsheets/d/s1', modified_time: DRIVE[0].modifiedTime, owner: 'Ana', matched_terms: ['pedido'] },
    });
    expect(files[1]).toMatchObject({ id: 's2', provider: 'google_sheets', confidence: 0.95 });
    expect(files[2]).toMatchObject({ id: 'd1', provider: 'google_drive', file_type: 'document', icon: 'doc', confidence: 0.8 });
    expect(files[3]).toMatchObject({ id: 'p1', file_type: 'pdf', icon: 'pdf' });
    for (const f of files) expect(f.confidence).toBeGreaterThan(0);
  });

  it('narrows by provider and file type, and answers under /api too', async () => {
    await connect('google_drive');
    // Sheets asked, but only Drive is connected (its own service, no shared 'google' one)
    const onlySheets = await discover({ user_message: 'pedidos de mayoreo', providers: ['google_sheets'] }, '/api/file-discovery/discover');
    expect(onlySheets.json()).toMatchObject({ discovered_files: [], searched_providers: [] });
    const folders = await discover({ user_message: 'carpeta de clientes', providers: ['google'], file_types: ['folder'] });
    expect(folders.json().searched_providers).toEqual(['google_drive']); // Sheets has no folders
    expect(folders.json().discovered_files.map((f: { id: string }) => f.id)).toEqual(['f1']);
    expect(api.last().query.q).toBe("(name contains 'clientes') and trashed = false and (mimeType = 'application/vnd.google-apps.folder')");
  });

  it('says which account needs reconnecting when Google refuses the token, and maps outages to 502', async () => {
    await connect('google', 'ya29.caducado');
    api.once('GET /drive/v3/files', { status: 401, body: { error: { message: 'Invalid Credentials' } } });
    const refused = await discover({ user_message: 'pedidos', providers: ['google_drive'] });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ discovered_files: [], searched_providers: [], reconnect_providers: ['google_drive'] });
    api.once('GET /drive/v3/files', { status: 503, body: { error: { message: 'Backend Error' } } });
    const down = await discover({ user_message: 'pedidos', providers: ['google_drive'] });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ detail: 'Google Drive no respondió. Inténtalo de nuevo en un momento.' });
    expect(down.body).not.toContain('ya29');
  });

  it('refuses an empty intent with the spec text, a malformed body in Spanish, and visitors', async () => {
    const empty = await discover({ user_message: '   ', file_types: [], providers: [], planned_steps: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: 'Auto-discovery needs a non-empty intent' });
    const malformed = await discover({ user_message: 42 });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toMatch(/^Datos inválidos: user_message/);
    for (const url of ['/file-discovery/discover', '/api/file-discovery/discover']) {
      const anon = await t.app.inject({ method: 'POST', url, payload: { user_message: 'pedidos' } });
      expect(anon.statusCode).toBe(401);
    }
    // with no meaningful word there is nothing to search for
    await connect('google');
    expect((await discover({ user_message: 'guárdalo en una hoja de Google' })).json()).toEqual({ discovered_files: [], searched_providers: [], reconnect_providers: [], terms: [] });
    expect(api.requests).toHaveLength(0);
  });
});
