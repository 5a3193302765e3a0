import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from '../server/harness';
import { createFlow, cspProblem, parseCsp, type Reply } from './support/headers';

/**
 * Issue 9 item 6: every response carries the security headers (CSP, nosniff, frame-ancestors,
 * Referrer-Policy; HSTS over https). Defence: server/http/security-headers.ts (@fastify/helmet).
 */
describe.each(backends)('response headers (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  let spaDir: string;
  let webhookFlow: string;

  beforeAll(async () => {
    // A built SPA as `npm start` serves it: index.html whose only script is a module file.
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-spa-'));
    fs.writeFileSync(path.join(spaDir, 'index.html'), fs.readFileSync('src/index.html', 'utf8').replace('./main.tsx', '/assets/index.js'));
    t = await startTestApp(backend, { clientDir: spaDir });
    auth = (await t.signUp()).auth;
    webhookFlow = await createFlow(t, auth, [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
      { step: 2, node_id: 'webhook', action_id: 'respond', params: { body: { ok: true } } },
    ], true);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  /** One answer of each kind: API (ok, 401, 404, login failure), the SPA (index and a deep link), webhooks. */
  const sample = async (): Promise<[string, Reply][]> => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    return [
      ['GET /api/health', await get('/api/health')],
      ['GET /api/chats/ (signed in)', await get('/api/chats/', auth)],
      ['GET /api/chats/ (no token)', await get('/api/chats/')],
      ['POST /api/auth/login (wrong password)', await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nadie', password: 'x' } })],
      ['GET /api/nope', await get('/api/nope')],
      ['GET / (SPA index)', await get('/')],
      ['GET /chat/abc (SPA deep link)', await get('/chat/abc')],
      ['POST /webhooks/{id} (respond step)', await t.app.inject({ method: 'POST', url: `/webhooks/${webhookFlow}`, payload: {} })],
      ['POST /webhooks/{unknown}', await t.app.inject({ method: 'POST', url: '/webhooks/8d3f0a8e-3b0c-4a7e-9c62-1f5e0b7c2a11', payload: {} })],
    ];
  };

  it('sends a strict Content-Security-Policy on every response (API, SPA index, webhook)', async () => {
    const answers = await sample();
    const problems = answers.map(([name, r]) => [name, cspProblem(r.headers['content-security-policy'])]).filter(([, p]) => p);
    console.log(`CSP: ${answers.length} responses (API, SPA index and deep link, webhooks), ${problems.length} without a strict policy`);
    expect(problems).toEqual([]);
    // The SPA's own policy: scripts from its files only, never inline.
    const spa = answers.find(([name]) => name === 'GET / (SPA index)')![1];
    expect(spa.statusCode).toBe(200);
    expect(parseCsp(spa.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    // ...which the SPA can live with: every script of its index.html is a file (none inline, no on* handler).
    const scripts = [...spa.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(([, attrs, text]) => !/\bsrc=/.test(attrs) || text.trim())).toEqual([]);
    expect(spa.body).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('sends nosniff, frame-ancestors none, X-Frame-Options DENY and Referrer-Policy on every response', async () => {
    const answers = await sample();
    const missing = answers.flatMap(([name, r]) => {
      const gaps: string[] = [];
      if (r.headers['x-content-type-options'] !== 'nosniff') gaps.push('nosniff');
      if (parseCsp(r.headers['content-security-policy']).get('frame-ancestors')?.join(' ') !== "'none'") gaps.push('frame-ancestors');
      if (r.headers['x-frame-options'] !== 'DENY') gaps.push('x-frame-options');
      if (r.headers['referrer-policy'] !== 'no-referrer') gaps.push('referrer-policy');
      return gaps.map((g) => `${name}: ${g}`);
    });
    console.log(`Security headers: ${answers.length} responses × 4 headers, ${missing.length} missing`);
    expect(missing).toEqual([]);
  });

  it('sends HSTS only when the request or the public URL is https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    const proxied = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    const httpsApp = await startTestApp(backend, { publicUrl: 'https://enlaza.example' });
    try {
      const viaPublicUrl = await httpsApp.app.inject({ method: 'GET', url: '/api/health' });
      const hsts = [plain, proxied, viaPublicUrl].map((r) => r.headers['strict-transport-security'] ?? null);
      console.log(`HSTS: http ${hsts[0] ? 'sent' : 'absent'}, https behind a proxy ${hsts[1] ? 'sent' : 'absent'}, https public URL ${hsts[2] ? 'sent' : 'absent'}`);
      expect(hsts[0]).toBeNull();
      expect(hsts[1]).toMatch(/^max-age=\d{8,}/);
      expect(hsts[2]).toMatch(/^max-age=\d{8,}/);
      // Over https the policy also upgrades any http sub-request.
      expect(parseCsp(viaPublicUrl.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
      expect(parseCsp(plain.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
    } finally {
      await httpsApp.close();
    }
  });
});
