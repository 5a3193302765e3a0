import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../server/harness';
import { fillPath, isPublic, kindOf, paramsOf } from './routes';
import { found, strongPassword } from './secrets';
import { startWorld, type World } from './world';

/**
 * Canary secrets never leave the server: A's credentials (Telegram bot token, WhatsApp and AI API
 * keys, SMTP and PostgreSQL passwords, OAuth client secret, OAuth access and refresh tokens) are
 * planted with unique values and used by real executions against the fakes; then every GET route
 * is read, as A and as another user, with every id A has. No answer (body or header) and no log
 * line (the app logs at trace level into a captured stream) may contain one. Passwords, session
 * tokens and the OAuth code are also looked for in the logs.
 */

describe.each(backends)('canary secrets (%s)', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
  }, 120_000);
  afterAll(async () => {
    await w?.close();
  });

  /** Every GET route, once per value A has for its path parameter (every credential, both flows and executions…). */
  async function readEverything(headers: { authorization: string }) {
    let reads = 0;
    for (const r of w.routes.filter((x) => x.method === 'GET' && !isPublic(x.url))) {
      const [kind] = paramsOf(r.url).map((p) => kindOf(r.url, p));
      for (const value of kind ? w.a.every[kind] : [undefined]) {
        const ids = kind ? { ...w.a.ids, [kind]: value } : w.a.ids;
        await w.t.app.inject({ method: 'GET', url: `${fillPath(r.url, ids)}?includeSpec=true&include_inactive=true`, headers });
        reads++;
      }
    }
    return reads;
  }

  it('no credential secret in any answer or log line; no password, session token or OAuth code in a log line', async () => {
    // Registration, sign-in (right and wrong password), a malformed body and token refresh, with canary passwords.
    const username = `canario${Date.now().toString(36)}`;
    const password = strongPassword();
    const wrongPassword = strongPassword();
    const auth = (url: string, payload: unknown) => w.t.app.inject({ method: 'POST', url, payload: payload as object });
    const registered = (await auth('/api/auth/register', { email: `${username}@example.test`, username, password })).json();
    expect((await auth('/api/auth/login', { username, password })).statusCode).toBe(200);
    expect((await auth('/api/auth/login', { username, password: wrongPassword })).statusCode).toBe(401);
    const malformed = await w.t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: `{"username":"${username}","password":"${wrongPassword}"` });
    expect(malformed.statusCode).toBe(400);
    const rotated = (await auth('/api/auth/refresh', { refresh_token: registered.refresh_token })).json();
    // a second refresh of the same token within the grace window answers the same pair (two tabs)
    expect((await auth('/api/auth/refresh', { refresh_token: registered.refresh_token })).json()).toMatchObject({ refresh_token: rotated.refresh_token });

    const reads = (await readEverything(w.a.user.auth)) + (await readEverything((await w.t.signUp()).auth));
    expect(reads).toBeGreaterThan(30);

    // WhatsApp repeated the key in its error: the recorded error keeps the reason and hides the key.
    const echoed = (await w.t.app.inject({ method: 'GET', url: `/api/executions/${w.a.executionIds.echo}`, headers: w.a.user.auth })).json();
    expect(echoed.error).toBe('WhatsApp rechazó la solicitud (400): Invalid OAuth access token: Bearer [oculto]');

    const secrets = Object.values(w.secrets);
    const logOnly = [
      password, wrongPassword, registered.access_token, registered.refresh_token, rotated.access_token, rotated.refresh_token,
      w.a.user.access_token, w.a.user.refresh_token, w.a.oauthCode, w.a.oauthState,
    ];
    const inAnswers = w.answers.flatMap((a) => found(a.body + a.headers, secrets).map((s) => `${a.request} → ${s}`));
    const inLogs = w.logs.flatMap((line) => found(line, [...secrets, ...logOnly]).map((s) => `${s} in ${line.slice(0, 300)}`));
    // Sanity: the logs really hold the requests that carried secrets (so an empty search means something).
    expect(w.logs.some((l) => l.includes('/api/oauth/callback'))).toBe(true);
    expect(w.logs.some((l) => l.includes('/api/auth/register'))).toBe(true);
    expect(inAnswers).toEqual([]);
    expect(inLogs).toEqual([]);
    console.log(`Canaries: ${secrets.length + logOnly.length} secrets × ${w.answers.length} responses and ${w.logs.length} log lines, 0 found`);
  });
});
