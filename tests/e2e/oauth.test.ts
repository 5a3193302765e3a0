import fs from 'node:fs';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, registerUser, SHOTS_DIR, startProduct, type RunningServer } from './support';

/**
 * Connecting a service from the chat (issue 4): a plan that needs Google lists it in
 * oauth_requirements, the requirement queue opens 'Autenticar Gmail', the popup completes against
 * a real OAuth 2.0 server on 127.0.0.1, the queue moves on and the chat continues with the
 * continuation message.
 */
describe('OAuth from the chat in Chromium', () => {
  let provider: OAuth2Server;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const shot = async (name: string) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `oauth-${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url!;
    server = await startProduct({
      ENLAZA_ALLOW_PRIVATE_NETWORK: 'true',
      ENLAZA_OAUTH_GOOGLE_AUTHORIZE_URL: `${issuer}/authorize`,
      ENLAZA_OAUTH_GOOGLE_TOKEN_URL: `${issuer}/token`,
      ENLAZA_OAUTH_GOOGLE_CLIENT_ID: 'enlaza-e2e',
      ENLAZA_OAUTH_GOOGLE_CLIENT_SECRET: 'enlaza-e2e-secret',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.stop();
  });

  it('asks for Google, completes the popup and continues the chat', async () => {
    const tokens = await registerUser(server, 'sofi', 'boutique.mx');
    context = await browser.newContext({ viewport: { width: 1360, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    await context.addInitScript(([a, r]) => {
      if (!localStorage.getItem('access_token')) {
        localStorage.setItem('access_token', a);
        localStorage.setItem('refresh_token', r);
      }
    }, [tokens.access_token, tokens.refresh_token] as const);
    page = await context.newPage();
    await page.goto(`${server.url}/chat`);

    const input = page.getByRole('textbox', { name: 'Mensaje para el asistente' });
    await input.fill("Cuando llegue una petición a mi webhook, mándame un correo por Gmail a sofia@boutique.mx con asunto \"Nuevo pedido\" y mensaje \"Revisa el pedido\"");
    await input.press('Enter');

    // The reply lists Gmail as missing: the queue opens its connection flow.
    const modal = page.getByRole('dialog', { name: /Autenticar Gmail/ });
    await modal.waitFor({ timeout: 30_000 });
    await shot('01-queue');
    await modal.getByRole('button', { name: /Usar credenciales predeterminadas/ }).click();
    const popupOpened = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Abrir la ventana de autorización' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/oauth-callback\?service=gmail&status=success/, { timeout: 20_000 });
    await page.getByText('¡Conexión exitosa!').waitFor({ timeout: 10_000 });
    await shot('02-connected');
    await modal.waitFor({ state: 'detached', timeout: 10_000 });

    // All requirements done: the chat continues by itself.
    await page.getByText('OAuth authentication completed successfully. Please continue with the workflow.').first().waitFor({ timeout: 20_000 });
    // ...and the server stored it as the user's turn, with the assistant's answer after it
    const chatId = page.url().split('/chat/')[1];
    const bearer = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` };
    await expect.poll(async () => {
      const msgs = (await (await fetch(`${server.url}/api/chats/${chatId}/messages`, { headers: bearer })).json()) as { role: string; content: string }[];
      const i = msgs.findIndex((m) => m.role === 'user' && m.content === 'OAuth authentication completed successfully. Please continue with the workflow.');
      return i >= 0 && msgs.slice(i + 1).some((m) => m.role === 'assistant');
    }, { timeout: 20_000 }).toBe(true);

    // The credential is stored: the credentials list says Gmail is connected, with no secret in the answer.
    const list = await (await fetch(`${server.url}/api/credentials/`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` } })).json();
    const google = (list as { service_id: string; provider: string; status: string }[]).find((c) => c.provider === 'google');
    expect(google).toMatchObject({ status: 'connected' });
    expect(JSON.stringify(list)).not.toMatch(/access_token|refresh_token/);
    await shot('03-continued');
  });
});
