import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, signInPage, startProduct, type RunningServer } from './support';

/**
 * The assistant asks back (issue 3): an ambiguous "avísame" opens the service selection, the
 * chosen service needs a parameter the message did not give, the smart form asks for it, and
 * the plan completes; and in agent mode the model picker lists the LLM catalogue and the chosen
 * built-in planner answers — in Chromium, against the product started with `npm start`.
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
    // no AI keys: the picker shows OpenAI and Anthropic '(sin clave)'
    server = await startProduct({ OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
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

  it('a part it could not place is asked, not shown as ready; keeping the plan makes it ready', async () => {
    await page.goto(server.url + '/chat');
    const input = page.getByRole('textbox', { name: 'Mensaje para el asistente' });
    await input.fill('cuando llegue un pedido a mi webhook mándame un correo y luego imprime la comanda');
    await input.press('Enter');

    const form = page.getByRole('dialog', { name: 'Complete Missing Parameters' });
    await form.waitFor();
    const choice = form.getByLabel(/No entendí «imprime la comanda»/);
    await choice.selectOption('Nada más: el plan está bien así');
    await shot('04-pending');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.waitFor({ state: 'detached' });

    const plan = page.getByTestId('execution-plan');
    await expect.poll(() => plan.getByTestId('plan-step').count()).toBe(2);
    await page.getByText(/Perfecto, dejo esa parte fuera del workflow/).first().waitFor();
  });

  it('a field the form does not have is asked with the form\'s fields, and the answer rebinds the step', async () => {
    await page.goto(server.url + '/chat');
    const input = page.getByRole('textbox', { name: 'Mensaje para el asistente' });
    await input.fill('Tengo un formulario con nombre, correo y producto. Cuando lo llenen, si las piezas son más de 50 avísame por Telegram al chat 12345678');
    await input.press('Enter');

    const form = page.getByRole('dialog', { name: 'Complete Missing Parameters' });
    await form.waitFor();
    const choice = form.getByLabel(/En el paso 2, ¿qué dato es «piezas»\?/);
    expect(await choice.locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['nombre', 'correo', 'producto']));
    await choice.selectOption('producto');
    await shot('05-bad-reference');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.waitFor({ state: 'detached' });

    const plan = page.getByTestId('execution-plan');
    await expect.poll(() => plan.getByTestId('plan-step').count()).toBe(3);
    await expect.poll(() => plan.getByTestId('plan-step').nth(1).innerText()).toMatch(/producto/);
    expect(await plan.getByTestId('plan-step').nth(1).innerText()).not.toMatch(/piezas/);
  });

  it('agent mode: the model picker lists the catalogue by provider, searches it, and the built-in planner answers', async () => {
    await page.addInitScript(() => {
      const w = window as unknown as { chatBodies: string[] };
      w.chatBodies = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (input instanceof Request && input.method === 'POST' && input.url.endsWith('/api/chat')) w.chatBodies.push(await input.clone().text());
        return original(input, init);
      };
    });
    await signInPage(server, page, 'beto', 'taller.mx');
    await page.goto(server.url + '/chat');
    await page.getByRole('radio', { name: 'Agente' }).click();
    await page.getByRole('button', { name: 'Modelo: Planificador integrado' }).click();
    const list = page.getByRole('listbox', { name: 'Modelo' });
    await list.waitFor();
    await expect.poll(() => list.getByRole('group').count()).toBe(3);
    await list.getByText('Anthropic (sin clave)').waitFor();
    expect(await list.getByRole('option', { name: /GPT-4o mini/ }).isDisabled()).toBe(true);
    expect(await list.getByRole('option', { name: /GPT-4o mini/ }).innerText()).toMatch(/Recomendado[\s\S]*Contexto 128K/);
    await shot('04-model-picker');

    const search = page.getByRole('searchbox', { name: 'Buscar modelos' });
    await search.fill('sonnet');
    await expect.poll(() => page.getByRole('option').count()).toBe(2);
    await search.fill('llama');
    await page.getByText('No models found matching "llama"').waitFor();
    await search.fill('');
    await page.getByRole('option', { name: /Planificador integrado/ }).click();
    await page.getByRole('button', { name: 'Modelo: Planificador integrado' }).waitFor();

    const input = page.getByRole('textbox', { name: 'Mensaje para el asistente' });
    await input.fill('cuando llegue una petición a mi webhook, envía los datos a https://mi-sistema.mx/api/pedidos');
    await input.press('Enter');
    // ky streams request bodies, which Chromium does not expose to the test: read what fetch was given
    await expect.poll(() => page.evaluate(() => (window as unknown as { chatBodies: string[] }).chatBodies.length)).toBe(1);
    const body = JSON.parse(await page.evaluate(() => (window as unknown as { chatBodies: string[] }).chatBodies[0]));
    expect(body).toMatchObject({ workflow_type: 'agent', provider: 'builtin', model: 'builtin' });
    const plan = page.getByTestId('execution-plan');
    await expect.poll(() => plan.getByTestId('plan-step').count()).toBe(2);
    expect(await plan.getByTestId('plan-step').nth(1).innerText()).toMatch(/HTTP/);
    expect(await page.getByText(/planificador integrado de Enlaza/).count()).toBe(0);
    await shot('05-agent-plan');
  });
});
