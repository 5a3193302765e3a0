import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, signInPage, startProduct, type RunningServer } from './support';

/**
 * Issue 10, defect 3: 'Probar' reported '✅ Webhook de prueba enviado correctamente (estado 200)'
 * while the run had failed. Now the test shows the run's real outcome and the failing step.
 */
describe("'Probar' shows a failed run as a failure, in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let refusing: http.Server;
  let refusingUrl = '';

  beforeAll(async () => {
    // A service that answers 404: the HTTP step fails at once (not a retryable error).
    refusing = http.createServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no existe');
    });
    await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', r));
    refusingUrl = `http://127.0.0.1:${(refusing.address() as net.AddressInfo).port}/pedidos`;
    server = await startProduct({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((r) => (refusing ? refusing.close(() => r()) : r()));
  });

  it('reads as a failure with the step that failed and its reason', async () => {
    const native: string[] = [];
    page.on('dialog', (d) => { native.push(d.message()); void d.dismiss(); });
    await signInPage(server, page, 'rita', 'papeleria.mx');
    await page.goto(server.url + '/chat');
    const input = page.getByRole('textbox', { name: 'Mensaje para el asistente' });
    await input.fill(`Cuando llegue una petición a mi webhook, envía los datos a ${refusingUrl}`);
    await input.press('Enter');
    const plan = page.getByTestId('execution-plan');
    await expect.poll(() => plan.getByTestId('plan-step').count()).toBe(2);
    await page.getByRole('button', { name: /Guardar/ }).first().click();
    await page.getByText(/Workflow guardado correctamente/).first().waitFor();

    await plan.getByTestId('plan-step').first().getByRole('button', { name: 'URLs del webhook' }).click();
    const urls = page.getByRole('dialog', { name: 'URLs del webhook' });
    await urls.getByTestId('webhook-url-test').waitFor();
    await urls.getByRole('button', { name: 'Probar' }).click();

    const outcome = urls.locator('[data-outcome]');
    await outcome.waitFor({ timeout: 30_000 });
    expect(await outcome.getAttribute('data-outcome')).toBe('error');
    expect(await outcome.innerText()).toMatch(/La prueba del webhook falló/);
    expect(await urls.innerText()).not.toMatch(/correctamente/);
    const steps = urls.getByTestId('webhook-test-step');
    expect(await steps.count()).toBe(2);
    // The failing step is open, with its Spanish reason (the service's 404).
    expect(await steps.nth(1).innerText()).toMatch(/404/);
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, 'probar-failure.png'), fullPage: true });
    expect(native).toEqual([]);
  });
});
