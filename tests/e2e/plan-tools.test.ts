import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, signInPage, startHookTarget, startProduct, type RunningServer } from './support';

/**
 * The plan panel's tools (issue 5, spec §2): edit a step's parameters (persisted on the server),
 * run, open a step's debug view, use the webhook URLs viewer's URLs and 'Probar', then the
 * header's 'Simular' (a dry run) and 'Métricas'.
 */
describe('plan tools in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let target: Awaited<ReturnType<typeof startHookTarget>>;
  const dialogs: string[] = [];

  const shot = async (name: string) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `plan-tools-${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    target = await startHookTarget();
    server = await startProduct({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.accept(); });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await target?.close();
  });

  it('edits a step, runs, debugs it and tests the webhook', async () => {
    await signInPage(server, page, 'beto', 'taller.mx');
    await page.goto(server.url + '/chat');
    const input = page.getByRole('textbox', { name: 'Mensaje para el asistente' });
    await input.fill('Cuando llegue una petición a mi webhook, envía los datos a https://example.test/hook');
    await input.press('Enter');
    const plan = page.getByTestId('execution-plan');
    await expect.poll(() => plan.getByTestId('plan-step').count()).toBe(2);

    // Edit step 2: the URL must be a web address; then point it at the local target.
    await plan.getByTestId('plan-step').nth(1).getByRole('button', { name: 'Editar' }).click();
    const editor = page.getByRole('dialog', { name: /Editar paso 2/ });
    await editor.waitFor();
    const url = editor.getByLabel('URL');
    await url.fill('no es una url');
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await editor.getByText('Escribe una dirección web válida (https://…)').waitFor();
    await url.fill(target.url);
    await shot('01-editor');
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => plan.innerText()).toContain(target.url);

    // The edit reached the server: after a reload (local cache cleared) the plan still has it.
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('workflow_')).forEach((k) => localStorage.removeItem(k)));
    await page.reload();
    await page.getByTestId('execution-plan').waitFor();

    // Save, run, debug step 2.
    await page.getByRole('button', { name: /Guardar/ }).first().click();
    await page.getByText(/Workflow guardado correctamente/).first().waitFor();
    await page.getByRole('button', { name: 'Ejecutar' }).first().click();
    await expect.poll(() => target.received.length, { timeout: 20_000 }).toBe(1);
    const step2 = page.getByTestId('plan-step').nth(1);
    await step2.getByRole('button', { name: 'Depurar' }).click();
    const debug = page.getByRole('dialog', { name: /Depurar paso 2/ });
    await debug.waitFor();
    expect(await debug.innerText()).toMatch(/Salida[\s\S]*recibido/);
    expect(await debug.innerText()).toMatch(/\d+ ms|\d+\.\d{2} s/);
    await shot('02-debug');
    // Known issue (docs/ui.md, 'Known issues'): a run's toast arriving after the step debugger opened
    // takes the first Escape; this journey closes the dialog with its button.
    await debug.getByRole('button', { name: 'Cerrar' }).click();
    await debug.waitFor({ state: 'detached' });

    // Webhook URLs: production and test, and the test button posts a sample JSON.
    await page.getByTestId('plan-step').first().getByRole('button', { name: 'URLs del webhook' }).click();
    const urls = page.getByRole('dialog', { name: 'URLs del webhook' });
    await urls.getByTestId('webhook-url-test').waitFor();
    const testUrl = await urls.getByTestId('webhook-url-test').innerText();
    expect(testUrl).toMatch(/\/webhooks\/[0-9a-f-]{36}\?test=true$/);
    expect(await urls.getByTestId('webhook-url-production').innerText()).toBe(testUrl.replace('?test=true', ''));
    await shot('03-webhooks');
    // 'Probar' posts the sample with the owner's session and shows the run's real outcome and steps.
    await urls.getByRole('button', { name: 'Probar' }).click();
    await urls.getByText('Webhook de prueba ejecutado correctamente (estado 200).').waitFor();
    expect(await urls.getByTestId('webhook-test-step').count()).toBe(2);
    expect(target.received.length).toBe(2);
    expect(JSON.parse(target.received[1].body)).toMatchObject({ evento: 'prueba' });
    // Without the owner's session the test URL does not exist...
    expect((await fetch(testUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
    // ...until the owner listens for a test event: then the real sender's one call runs, and its
    // outcome shows here while the sender only gets an acknowledgement.
    await urls.getByRole('button', { name: 'Escuchar evento de prueba' }).click();
    await urls.getByText(/Escuchando: envía un evento a la URL de prueba/).waitFor();
    const sent = await fetch(testUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pedido: 77 }) });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toMatchObject({ status: 'accepted', message: 'Evento de prueba recibido: el resultado se muestra en Enlaza' });
    await urls.getByText('El evento de prueba se ejecutó correctamente.').waitFor();
    expect(target.received.length).toBe(3);
    expect(JSON.parse(target.received[2].body)).toMatchObject({ pedido: 77 });
    await urls.getByTestId('webhook-test-step').nth(1).locator('summary').click();
    await shot('03b-webhook-test-result');
    // The signing secret of the generic webhook: shown on request.
    await urls.getByRole('button', { name: 'Ver secreto' }).click();
    expect(await urls.getByTestId('webhook-secret').innerText()).toMatch(/^whsec_[\w-]{43}$/);
    await urls.getByTestId('webhook-signing').scrollIntoViewIfNeeded();
    await shot('03c-webhook-signing');
    expect(dialogs).toEqual([]);
    // (Escape would first dismiss a toast, the newest layer: close the dialog with its button)
    await urls.getByRole('button', { name: 'Cerrar' }).first().click();
    await urls.waitFor({ state: 'detached' });

    // Simular: a dry run with sample data that sends nothing.
    await page.getByRole('button', { name: 'Simular' }).click();
    const sim = page.getByRole('dialog', { name: 'Simulación del workflow' });
    await sim.getByTestId('simulation').waitFor();
    expect(await sim.innerText()).toContain('Todo listo');
    await shot('04-simulation');
    await page.keyboard.press('Escape');
    expect(target.received.length).toBe(3);

    // Métricas: the saved workflow's runs (one from 'Ejecutar', one from 'Probar', one listened event).
    await page.getByRole('button', { name: 'Métricas' }).click();
    const metrics = page.getByRole('dialog', { name: 'Métricas del workflow' });
    await metrics.getByTestId('workflow-metrics').waitFor();
    await expect.poll(() => metrics.locator('.metric-tile').first().innerText()).toMatch(/Ejecuciones\s+3/i);
    expect(await metrics.innerText()).toContain('100%');
    await shot('05-metrics');
  });
});
