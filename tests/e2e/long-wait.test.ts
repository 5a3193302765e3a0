import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInPage, startProduct, type RunningServer, type Tokens } from './support';

const SHOTS = path.resolve('docs/screenshots');

/**
 * A long wait in Chromium: the run parks at 'Esperar' (every wait parks here: the in-memory limit
 * is set to 0 s), its page says until when in Spanish, and the same execution ends as a success.
 */
describe('a parked execution, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let shop: http.Server;
  let shopUrl = '';
  const received: string[] = [];

  beforeAll(async () => {
    shop = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(body);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
    shopUrl = `http://127.0.0.1:${(shop.address() as net.AddressInfo).port}/recordatorios`;
    server = await startProduct({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_IN_MEMORY_WAIT_MAX_S: '0' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((r) => (shop ? shop.close(() => r()) : r()));
  });

  async function api(tokens: Tokens, method: string, url: string, body?: unknown) {
    const res = await fetch(server.url + url, { method, headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  }

  it("shows 'Esperando hasta …' while parked, then the same run succeeds", async () => {
    const tokens = await signInPage(server, page, 'marta', 'estetica.mx');
    const flow = await api(tokens, 'POST', '/api/flows/create', {
      name: 'Recordatorio de cita',
      steps: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
        { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 4 } },
        { step: 3, node_id: 'http', action_id: 'request', params: { url: shopUrl, method: 'POST', body: '{{trigger.body}}' } },
      ],
    });
    await api(tokens, 'POST', `/api/flows/${flow.flow_id}/activate`, { is_active: true });
    const delivery = await fetch(`${server.url}/webhooks/${flow.flow_id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clienta: 'Rosa' }) });
    expect(delivery.status).toBeLessThan(500);

    let executionId = '';
    await expect.poll(async () => {
      const [run] = await api(tokens, 'GET', `/api/executions/flow/${flow.flow_id}`);
      executionId = run?.execution_id ?? '';
      return executionId ? (await api(tokens, 'GET', `/api/executions/${executionId}`)).waiting_message ?? null : null;
    }, { timeout: 15_000 }).toMatch(/^Esperando hasta /);

    await page.goto(`${server.url}/executions/${executionId}`);
    const notice = page.locator('.execution-waiting');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/^\s*Esperando hasta .+\d/);
    expect(await notice.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(received).toHaveLength(0);
    await page.screenshot({ path: path.join(SHOTS, 'execution-waiting-1280.png') });

    await expect.poll(async () => (await api(tokens, 'GET', `/api/executions/${executionId}`)).status, { timeout: 20_000 }).toBe('success');
    expect(received).toEqual([JSON.stringify({ clienta: 'Rosa' })]);
    const history = await api(tokens, 'GET', `/api/executions/flow/${flow.flow_id}`);
    expect(history.map((e: { execution_id: string }) => e.execution_id)).toEqual([executionId]);
    // the page refreshes itself while the run is going: no reload
    await page.locator('.facts .status-success').waitFor({ timeout: 20_000 });
    expect(await page.locator('.execution-waiting').count()).toBe(0);
  });
});
