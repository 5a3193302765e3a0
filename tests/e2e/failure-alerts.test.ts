import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInPage, startProduct, type RunningServer, type Tokens } from './support';

/** Screenshots of this feature are kept with the docs (docs/alerts.md). */
const SHOTS = path.resolve('docs/screenshots');

/**
 * Issue 18 in Chromium: a production run fails → the owner's bell shows the alert in Spanish, the
 * workflow card says 'Fallando'; the alert opens the execution, and 'Reintentar' gives a new run.
 */
describe('failure alert and Reintentar, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let warehouse: http.Server;
  let warehouseUrl = '';
  let open = false;

  beforeAll(async () => {
    // The warehouse's API: closed (404) until the test opens it.
    warehouse = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(open ? 200 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(open ? { recibido: true } : { message: 'bodega cerrada' }));
      });
    });
    await new Promise<void>((r) => warehouse.listen(0, '127.0.0.1', r));
    warehouseUrl = `http://127.0.0.1:${(warehouse.address() as net.AddressInfo).port}/pedidos`;
    server = await startProduct({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((r) => (warehouse ? warehouse.close(() => r()) : r()));
  });

  async function api(tokens: Tokens, method: string, url: string, body?: unknown) {
    const res = await fetch(server.url + url, { method, headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  }

  it('shows the alert after a failed run, and Reintentar gives a new run', async () => {
    const native: string[] = [];
    page.on('dialog', (d) => { native.push(d.message()); void d.dismiss(); });
    const tokens = await signInPage(server, page, 'lucia', 'abarrotes.mx');
    const flow = await api(tokens, 'POST', '/api/flows/create', {
      name: 'Pedidos a la bodega',
      steps: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
        { step: 2, node_id: 'http', action_id: 'request', params: { url: warehouseUrl, method: 'POST', body: '{{trigger.body}}' } },
      ],
    });
    await api(tokens, 'POST', `/api/flows/${flow.flow_id}/activate`, { is_active: true });
    // A real order arrives at the production webhook; the warehouse refuses it.
    const delivery = await fetch(`${server.url}/webhooks/${flow.flow_id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pedido: 'PED-2041', cliente: 'Tienda Sol' }) });
    expect(delivery.status).toBeLessThan(500);
    await expect.poll(async () => (await api(tokens, 'GET', `/api/executions/flow/${flow.flow_id}`))[0]?.status, { timeout: 20_000 }).toBe('error');

    await page.goto(server.url + '/workflows');
    const bell = page.getByTestId('notification-bell');
    await page.getByTestId('notification-count').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('notification-count').innerText()).toBe('1');
    await page.getByTestId('failing-badge').waitFor();
    expect(await page.getByTestId('workflow-health').innerText()).toMatch(/Fallando[\s\S]*Última ejecución[\s\S]*1 fallo en 24 h/);
    await page.screenshot({ path: path.join(SHOTS, 'alerts-workflows-failing.png') });

    await bell.click();
    const item = page.getByTestId('notification-item').first();
    await item.waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.bell-panel')].every((el) => getComputedStyle(el).opacity === '1'));
    expect(await item.innerText()).toMatch(/Falló «Pedidos a la bodega»[\s\S]*El workflow «Pedidos a la bodega» falló en el paso 2 \(Solicitud HTTP\): .*404/);
    await page.screenshot({ path: path.join(SHOTS, 'alerts-bell.png') });

    // The alert opens its execution; the warehouse is fixed and the owner retries.
    await item.click();
    await page.waitForURL(/\/executions\/[0-9a-f-]{36}$/);
    const failedUrl = page.url();
    await page.getByTestId('retry-execution').waitFor();
    expect(await page.getByTestId('notification-count').count()).toBe(0);
    open = true;
    await page.getByTestId('retry-execution').click();
    const dialog = page.getByRole('dialog', { name: 'Reintentar ejecución' });
    await dialog.getByText('Desde el paso que falló (paso 2)').waitFor();
    // Radix animates the dialog in: the screenshot waits for it to settle.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.waitForFunction(() => [...document.querySelectorAll('.modal, .modal-overlay')].every((el) => getComputedStyle(el).opacity === '1'));
    await page.screenshot({ path: path.join(SHOTS, 'alerts-retry-dialog.png') });
    await dialog.getByTestId('retry-confirm').click();
    await page.waitForURL((u) => /\/executions\/[0-9a-f-]{36}$/.test(u.pathname) && u.href !== failedUrl);
    await page.getByText('Reintento de').waitFor();
    await page.locator('.facts .status-success').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(SHOTS, 'alerts-retry-success.png'), fullPage: true });

    // The history lists both runs; the bell now also says it works again.
    const history = await api(tokens, 'GET', `/api/executions/flow/${flow.flow_id}`);
    expect(history.map((e: { status: string }) => e.status)).toEqual(['success', 'error']);
    expect(history[0].retry_of).toBe(history[1].execution_id);
    await expect.poll(async () => (await api(tokens, 'GET', '/api/notifications')).map((n: { kind: string }) => n.kind)).toEqual(['recovered', 'failure']);

    // The history finds both runs by the order number in the webhook body.
    await page.goto(`${server.url}/flows/${flow.flow_id}/executions`);
    await page.getByLabel('Buscar por dato').fill('PED-2041');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Ver detalle' }).count()).toBe(2);
    await page.getByLabel('Buscar por dato').fill('PED-9999');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Ninguna ejecución coincide con la búsqueda.').waitFor();
    await page.getByLabel('Buscar por dato').fill('PED-2041');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Ver detalle' }).count()).toBe(2);
    await page.screenshot({ path: path.join(SHOTS, 'alerts-history-search.png') });

    // Where the alerts go: the settings screen, in Spanish.
    await page.goto(server.url + '/settings/alerts');
    await page.getByRole('heading', { name: 'Avisos cuando algo falla' }).waitFor();
    await page.getByRole('switch', { name: 'En Enlaza (la campana de arriba)' }).waitFor();
    expect(await page.getByRole('form', { name: 'Avisos cuando algo falla' }).innerText()).toMatch(/El servidor no tiene correo configurado/);
    await page.screenshot({ path: path.join(SHOTS, 'alerts-settings.png') });
    expect(native).toEqual([]);
  });
});
