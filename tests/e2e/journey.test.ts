import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, startHookTarget, startProduct, TEST_PASSWORD, type RunningServer } from './support';

/**
 * The core journey of issue 2, in Chromium, against the product started with `npm start`:
 * landing → register → chat → plan → save → activate → execute → workflows → run now →
 * executions → detail → reload keeps everything → logout.
 */
describe('core journey in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let target: Awaited<ReturnType<typeof startHookTarget>>;
  const dialogs: string[] = [];

  const shot = async (name: string) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `journey-${name}.png`), fullPage: true });
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

  it('works from sign-up to an execution you can inspect', async () => {
    const user = `ana${Date.now().toString(36)}`;

    await page.goto(server.url + '/');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
    await page.getByText('Crear cuenta', { exact: true }).click();
    await page.getByLabel('Email').fill(`${user}@tienda.mx`);
    await page.getByLabel('Usuario').fill(user);
    await page.getByLabel('Contraseña').fill(TEST_PASSWORD);
    await shot('01-register');
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();

    // Signed in: the top bar offers 'Crear Workflow'.
    const create = page.getByRole('link', { name: 'Crear Workflow' }).or(page.getByRole('button', { name: 'Crear Workflow' })).first();
    await create.waitFor();
    await shot('02-signed-in');
    await create.click();
    await page.waitForURL(/\/chat$/);
    await page.getByText('¡Hola! Soy tu asistente de automatización').waitFor();

    const request = `Cuando llegue una petición a mi webhook, envía los datos a ${target.url}`;
    const input = page.getByRole('textbox').last();
    await input.fill(request);
    await input.press('Enter');
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    const chatUrl = page.url();
    await page.getByText('TÚ', { exact: true }).first().waitFor();
    await page.getByText('AI', { exact: true }).first().waitFor();
    const plan = page.getByTestId('execution-plan');
    await plan.waitFor();
    await expect.poll(() => plan.getByTestId('plan-step').count()).toBe(2);
    expect(await plan.getByTestId('plan-step').first().innerText()).toMatch(/Webhook/i);
    await shot('03-plan');

    // Save, activate, execute.
    await page.getByRole('button', { name: /Guardar/ }).first().click();
    await expect.poll(() => page.getByText('Workflow guardado correctamente').count().then((n) => n + dialogs.filter((d) => d.includes('Workflow guardado correctamente')).length)).toBeGreaterThan(0);
    await page.getByRole('switch').first().click();
    await expect.poll(() => page.getByRole('switch').first().getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Ejecutar' }).first().click();
    await expect.poll(() => target.received.length, { timeout: 20_000 }).toBe(1);
    await plan.getByText(/éxito|Éxito|success|Completado/).first().waitFor();
    await shot('04-executed');

    // A reload keeps the session, the chat list, the messages and the plan.
    await page.reload();
    await page.getByText(request).first().waitFor();
    await page.getByTestId('execution-plan').waitFor();
    expect(await page.getByTestId('plan-step').count()).toBe(2);
    expect(page.url()).toBe(chatUrl);

    // My workflows: the card, run now, history, detail.
    await page.goto(server.url + '/workflows');
    const card = page.getByTestId('workflow-card').first();
    await card.waitFor();
    expect(await card.innerText()).toContain('Activo');
    await shot('05-workflows');
    await card.getByRole('button', { name: 'Ejecutar Ahora' }).click();
    await expect.poll(() => target.received.length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => dialogs.some((d) => d.includes('Workflow ejecutado correctamente')) || page.getByText('Workflow ejecutado correctamente').count().then((n) => n > 0)).toBeTruthy();
    await card.getByRole('link', { name: /ejecuciones|Historial/i }).click();
    await page.waitForURL(/\/flows\/[0-9a-f-]{36}\/executions$/);
    const rows = page.getByRole('link', { name: 'Ver detalle' });
    await expect.poll(() => rows.count()).toBe(2);
    await shot('06-history');
    await rows.first().click();
    await page.waitForURL(/\/executions\/[0-9a-f-]{36}$/);
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('table').innerText()).toMatch(/webhook/i);
    await shot('07-detail');

    // Logout returns to the landing page.
    await page.getByRole('button', { name: /Cerrar sesión/i }).click();
    await page.waitForURL(server.url + '/');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).first().waitFor();
    await shot('08-logged-out');

    // The webhook target got the flow's HTTP call both times.
    expect(target.received[0].method).toBe('POST');
  });
});
