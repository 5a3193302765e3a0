import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

/** `npm start` serves the built SPA beside /api and /webhooks on one port. */
describe('serving the SPA', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-spa-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestApp('pglite', { clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html so a reload keeps the screen', async () => {
    for (const url of ['/', '/chat/2b1c0f5e-9d1a-4c59-8a7e-6b3f3d2e1a10', '/workflows', '/oauth-callback?code=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
  });

  it('keeps JSON 404s for unknown API paths and non-GET requests', async () => {
    for (const [method, url] of [['GET', '/api/nada'], ['DELETE', '/api/chats/x/y'], ['POST', '/workflows']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Ruta no encontrada' });
    }
  });
});
