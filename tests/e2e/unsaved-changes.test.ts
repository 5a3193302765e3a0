import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, signInPage, startHookTarget, startProduct, type RunningServer } from './support';

/**
 * Issue 10 (items 1 and 4): the plan you see is the workflow that runs. An edit after saving shows
 * 'cambios sin guardar'; 'Ejecutar Ahora' on /workflows keeps running the saved version until
 * 'Guardar', then the new one. The chat's 'Ejecutar' says which version it ran.
 */
describe('unsaved changes in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let target: Awaited<ReturnType<typeof startHookTarget>>;
  let base: string;
  /** Native boxes are never used: any would be recorded here and fail the test. */
  const dialogs: string[] = [];
  const paths = () => target.received.map((r) => r.url.split('?')[0]);

  const shot = async (name: string) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `unsaved-changes-${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    target = await startHookTarget();
    base = target.url.replace(/\/hook$/, '');
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

  const badge = () => page.getByTestId('unsaved-changes');
  const saveButton = () => page.getByRole('button', { name: 'Guardar', exact: true });

  /** 'Editar' on step 2 and set its URL. */
  async function editUrl(url: string) {
    await page.getByTestId('execution-plan').getByTestId('plan-step').nth(1).getByRole('button', { name: 'Editar' }).click();
    const editor = page.getByRole('dialog', { name: /Editar paso 2/ });
    await editor.waitFor();
    await editor.getByLabel('URL').fill(url);
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('execution-plan').innerText()).toContain(url);
  }

  /** /workflows → 'Ejecutar Ahora' on the only card; resolves once the run's toast came. */
  async function runNowFromWorkflows() {
    await page.goto(server.url + '/workflows');
    const card = page.getByTestId('workflow-card');
    await card.waitFor();
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { name: 'Ejecutar Ahora' }).click();
    await page.getByText('Workflow ejecutado correctamente!').first().waitFor({ timeout: 20_000 });
  }

  it('edit after save: badge, saved version in production until Guardar, then the new one', async () => {
    await signInPage(server, page, 'carla', 'panaderia.mx');
    await page.goto(server.url + '/chat');
    const input = page.getByRole('textbox', { name: 'Mensaje para el asistente' });
    await input.fill('Cuando llegue una petición a mi webhook, envía los datos a https://example.test/hook');
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('execution-plan').getByTestId('plan-step').count()).toBe(2);
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    const chatUrl = page.url();

    // before the first save there is nothing to differ from
    await editUrl(`${base}/v1`);
    expect(await badge().count()).toBe(0);
    await saveButton().click();
    await page.getByText(/Workflow guardado correctamente/).first().waitFor();
    expect(await badge().count()).toBe(0);

    // 'Editar' after saving: the plan on screen is no longer the saved workflow
    await editUrl(`${base}/v2`);
    await badge().waitFor();
    expect(await badge().innerText()).toBe('cambios sin guardar');
    await shot('01-badge');

    // /workflows runs the saved version
    await runNowFromWorkflows();
    expect(paths()).toEqual(['/v1']);
    await shot('02-workflows');

    // back in the chat (a fresh load): the badge is computed again from the saved flow
    await page.goto(chatUrl);
    await page.getByTestId('execution-plan').waitFor();
    await badge().waitFor();

    // the chat's 'Ejecutar' tries the changes and says so; production is still the saved version
    await page.getByRole('button', { name: 'Ejecutar', exact: true }).click();
    await page.getByText(/Ejecutando los cambios sin guardar/).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => paths()).toEqual(['/v1', '/v2']);
    expect(await badge().count()).toBe(1);
    await shot('03-executed-unsaved');

    // 'Guardar' writes what is on screen: the badge goes, and /workflows runs the new URL
    await saveButton().click();
    await expect.poll(() => badge().count()).toBe(0);
    await page.getByRole('button', { name: 'Ejecutar', exact: true }).click();
    await page.getByText(/Ejecutando la versión guardada/).first().waitFor({ timeout: 20_000 });
    await shot('04-saved');
    await runNowFromWorkflows();
    expect(paths()).toEqual(['/v1', '/v2', '/v2', '/v2']);
    expect(dialogs).toEqual([]);
  });
});
