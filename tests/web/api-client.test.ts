import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, clearInFlight, getJson, postJson, setUnauthorizedHandler } from '../../src/api/client';
import { chats, flows } from '../../src/api/endpoints';
import { clearTokens, setTokens, getAccessToken } from '../../src/api/tokens';

type Call = { url: string; method: string; auth: string | null; body: string | null };
let calls: Call[];

function json(status: number, body: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

function fakeFetch(handler: (c: Call, n: number) => Response | Promise<Response>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const call: Call = {
      url: new URL(req.url).pathname + new URL(req.url).search,
      method: req.method,
      auth: req.headers.get('Authorization'),
      body: req.method === 'GET' ? null : await req.clone().text(),
    };
    calls.push(call);
    return handler(call, calls.length);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

beforeEach(() => {
  calls = [];
  clearInFlight();
  localStorage.clear();
  setTokens({ accessToken: 'old', refreshToken: 'r1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
  clearTokens();
});

describe('api client', () => {
  it('sends the bearer token to /api/ paths and stores tokens under access_token/refresh_token', async () => {
    fakeFetch(() => json(200, []));
    await chats.list();
    expect(calls[0]).toMatchObject({ url: '/api/chats/', method: 'GET', auth: 'Bearer old' });
    expect(localStorage.getItem('access_token')).toBe('old');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
  });

  it('de-duplicates identical in-flight GET requests', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fakeFetch(async () => {
      await gate;
      return json(200, [{ flow_id: 'f1' }]);
    });
    const a = flows.list();
    const b = flows.list();
    const c = getJson('flows/f1', { searchParams: { includeSpec: 'true' } });
    release();
    const [ra, rb] = await Promise.all([a, b, c]);
    expect(ra).toEqual(rb);
    expect(calls.filter((x) => x.url === '/api/flows')).toHaveLength(1);
    expect(calls.filter((x) => x.url === '/api/flows/f1?includeSpec=true')).toHaveLength(1);
    await flows.list(); // settled entries are not reused
    expect(calls.filter((x) => x.url === '/api/flows')).toHaveLength(2);
  });

  it('raises the server JSON body as ApiError with status and detail', async () => {
    fakeFetch(() => json(404, { detail: 'Chat no encontrado' }, 'Not Found'));
    const err: any = await chats.messages('x').catch((e: any) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(404);
    expect(err.detail).toBe('Chat no encontrado');
    expect(err.message).toBe('Chat no encontrado');
  });

  it('raises a detail list with the status text when the body is not JSON', async () => {
    fakeFetch(() => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    const err: any = await postJson('chat', { message: 'hola' }).catch((e: any) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(502);
    expect(err.detail).toEqual([{ msg: 'Bad Gateway' }]);
    expect(err.body).toEqual({ detail: [{ msg: 'Bad Gateway' }] });
  });

  it('401 → asks for ONE refresh and retries once with the new token (body preserved)', async () => {
    fakeFetch((c) => (c.auth === 'Bearer new' ? json(200, { ok: true }) : json(401, { detail: 'Token inválido' })));
    const handler = vi.fn(async (stale: string | null) => {
      expect(stale).toBe('old');
      setTokens({ accessToken: 'new' });
      return 'new';
    });
    setUnauthorizedHandler(handler);
    const res = await postJson('chat', { message: 'hola' });
    expect(res).toEqual({ ok: true });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => [c.auth, c.body])).toEqual([
      ['Bearer old', '{"message":"hola"}'],
      ['Bearer new', '{"message":"hola"}'],
    ]);
  });

  it('a second 401 after the retry is raised, not refreshed again', async () => {
    fakeFetch(() => json(401, { detail: 'Token inválido' }));
    const handler = vi.fn(async () => 'new');
    setUnauthorizedHandler(handler);
    const err: any = await getJson('chats/').catch((e: any) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(401);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('a failed refresh raises the original 401; auth calls never trigger a refresh', async () => {
    fakeFetch(() => json(401, { detail: 'Usuario o contraseña incorrectos' }));
    const handler = vi.fn(async () => null);
    setUnauthorizedHandler(handler);
    await expect(getJson('flows')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(postJson('auth/login', { username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
      message: 'Usuario o contraseña incorrectos',
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('old');
  });
});
