import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, signInPage, startProduct, type RunningServer, type Tokens } from './support';

/**
 * Issue 10 items 2 and 8 in Chromium: an impossible cron is caught at the field (with the
 * schedule said back in Spanish while it is valid) and never saved, and a Gmail workflow cannot
 * be turned on while Gmail is not connected ('Conecta Gmail para activar', toggle back off).
 */
describe('activation errors in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let tokens: Tokens;
  const dialogs: string[] = [];

  const shot = async (name: string) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `activation-errors-${name}.png`), fullPage: true });
  };
  const api = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(server.url + url, {
      method,
      headers: { authorization: `Bearer ${tokens.access_token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as any };
  };
  const chatIdOfPage = () => new URL(page.url()).pathname.split('/').pop()!;
  const ask = async (text: string, steps: number) => {
    await page.goto(server.url + '/chat');
    const input = page.getByRole('textbox', { name: 'Mensaje para el asistente' });
    await input.fill(text);
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('execution-plan').getByTestId('plan-step').count(), { timeout: 20_000 }).toBe(steps);
    await expect.poll(() => page.url()).toMatch(/\/chat\/[0-9a-f-]{36}$/);
  };
  const toggle = () => page.getByRole('banner').getByRole('switch').or(page.locator('.chat-header .switch')).first();

  beforeAll(async () => {
    server = await startProduct();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
    tokens = await signInPage(server, page, 'carla', 'panaderia.mx');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses an impossible cron at the field, and the saved active schedule keeps running its old one', async () => {
    await ask('Cada lunes a las 9 envía una petición a https://example.test/hook', 2);
    await page.getByRole('button', { name: /Guardar/ }).first().click();
    await page.getByText(/Workflow guardado correctamente/).first().waitFor();
    await toggle().click();
    await expect.poll(() => toggle().getAttribute('aria-checked')).toBe('true');

    await page.getByTestId('plan-step').nth(0).getByRole('button', { name: 'Editar' }).click();
    const editor = page.getByRole('dialog', { name: /Editar paso 1/ });
    await editor.waitFor();
    await editor.getByText('Cada lunes a las 9:00 a. m. (hora del centro de México)').waitFor();
    await shot('01-cron-preview');

    const cron = editor.getByLabel(/Expresión cron/);
    await cron.fill('61 25 * * 9');
    const error = editor.getByText('La expresión cron "61 25 * * 9" no es válida: el minuto debe estar entre 0 y 59');
    await error.waitFor();
    expect(await cron.getAttribute('aria-invalid')).toBe('true');
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await error.waitFor();
    expect(await editor.isVisible()).toBe(true);
    await shot('02-cron-error');
    await cron.fill('cada rato');
    await editor.getByText(/La expresión cron "cada rato" no es válida/).waitFor();
    await editor.getByRole('button', { name: 'Cancelar' }).click();
    await editor.waitFor({ state: 'detached' });
    expect(await page.getByTestId('execution-plan').innerText()).not.toContain('61 25');

    // A client that skips the editor gets the same refusal from the server; nothing changes.
    const chatId = chatIdOfPage();
    const flowId = (await api('GET', `/api/chat/${chatId}/workflow-status`)).json.workflow_status.flow_id as string;
    const refused = await api('POST', '/api/chat/workflow-decision', {
      decision: 'save', chat_id: chatId,
      execution_plan: [
        { step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '61 25 * * 9' } },
        { step: 2, node_id: 'http', action_id: 'request', params: { url: 'https://example.test/hook' } },
      ],
    });
    expect(refused).toEqual({ status: 400, json: { detail: 'Paso 1 (Programación): la expresión cron "61 25 * * 9" no es válida: el minuto debe estar entre 0 y 59' } });
    const flow = (await api('GET', `/api/flows/${flowId}?includeSpec=true`)).json;
    expect(flow.is_active).toBe(true);
    expect(flow.spec.steps[0].params.cron_expression).toBe('0 9 * * 1');
  });

  it("does not turn on a Gmail workflow while Gmail is not connected: 'Conecta Gmail para activar', toggle off", async () => {
    await ask('Cuando llegue una petición a mi webhook, envíame un correo por Gmail a ana@tienda.mx', 2);
    // the assistant asks to connect Gmail; the user closes that and saves anyway
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Guardar/ }).first().click();
    await page.getByText(/Workflow guardado correctamente/).first().waitFor();
    await page.keyboard.press('Escape');
    expect(await toggle().getAttribute('aria-checked')).toBe('false');

    await toggle().click();
    const banner = page.getByRole('alert').filter({ hasText: 'Conecta Gmail para activar' }).first();
    await banner.waitFor();
    await expect.poll(() => toggle().getAttribute('aria-checked')).toBe('false');
    await shot('03-gmail-not-connected');
    const chatId = chatIdOfPage();
    expect((await api('GET', `/api/chat/${chatId}/workflow-status`)).json.workflow_status.is_active).toBe(false);
    expect(dialogs).toEqual([]);
  });
});
