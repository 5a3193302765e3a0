import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, signInPage, startProduct, type RunningServer } from './support';

/**
 * The assistant asks back (issue 3): an ambiguous "avísame" opens the service selection, the
 * chosen service needs a parameter the message did not give, the smart form asks for it, and
 * the plan completes — in Chromium, against the product started with `npm start`.
 */
describe('assistant questions in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  const shot = async (name: string) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `assistant-${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    server = await startProduct();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, locale: 'es-MX' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('completes a plan through a clarification and a smart form', async () => {
    await signInPage(server, page, 'lupita', 'fonda.mx');
    await page.goto(server.url + '/chat');

    const input = page.getByRole('textbox', { name: 'Mensaje para el asistente' });
    await input.fill('cuando llegue un pedido a mi webhook avisame porfa');
    await input.press('Enter');

    // clarification_needed → service selection
    const choose = page.getByRole('dialog', { name: 'Elige los servicios' });
    await choose.waitFor();
    const cont = choose.getByRole('button', { name: 'Continuar' });
    expect(await cont.isDisabled()).toBe(true);
    await choose.getByText('Discord', { exact: true }).click();
    await shot('01-services');
    await cont.click();

    // smart_forms_required → the form asks for the Discord webhook URL
    const form = page.getByRole('dialog', { name: 'Complete Missing Parameters' });
    await form.waitFor();
    const url = form.getByLabel(/URL del webhook de Discord/);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByText('Este campo es obligatorio').waitFor();
    await url.fill('discord.com/webhook');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByText('Escribe una dirección web válida (https://…)').waitFor();
    await url.fill('https://discord.com/api/webhooks/123/abc');
    await shot('02-form');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.waitFor({ state: 'detached' });

    // the plan is complete: webhook trigger, then Discord with the URL given
    const plan = page.getByTestId('execution-plan');
    await expect.poll(() => plan.getByTestId('plan-step').count()).toBe(2);
    await expect.poll(() => plan.innerText()).toContain('https://discord.com/api/webhooks/123/abc');
    expect(await plan.getByTestId('plan-step').first().innerText()).toMatch(/Webhook/);
    expect(await plan.getByTestId('plan-step').nth(1).innerText()).toMatch(/Discord/);
    await page.getByText('URL del webhook de Discord: https://discord.com/api/webhooks/123/abc').waitFor();
    await shot('03-plan');
  });
});
