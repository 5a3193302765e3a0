import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, signInPage, startProduct, type RunningServer } from './support';

/**
 * The template marketplace (issue 12, spec §2 Marketplace): from the landing card to /marketplace,
 * filter by business, search, install → 'Plantilla instalada' → the chat opens holding the plan.
 * Screenshots at 1366 px and 375 px.
 */
describe('marketplace in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const dialogs: string[] = [];

  const shot = async (page: Page, name: string) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `marketplace-${name}.png`), fullPage: name.includes('full') });
  };
  /** The toast slides in: let its animation finish before a screenshot. */
  const settled = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const cardNames = (page: Page) => page.getByTestId('template-card').locator('h2').allInnerTexts();

  beforeAll(async () => {
    server = await startProduct();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('filters, searches, installs and opens the chat with the plan (1366 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.accept(); });
    await signInPage(server, page, 'lupita', 'fonda.mx');
    await page.goto(server.url + '/');
    // the landing card leads to the marketplace; the top bar's button still says it is coming soon (spec §2)
    await page.getByRole('button', { name: /Marketplace Plantillas listas/ }).click();
    await page.waitForURL('**/marketplace');
    await expect.poll(() => page.getByTestId('template-card').count()).toBeGreaterThanOrEqual(24);
    expect(await page.getByRole('button', { name: 'Marketplace - Próximamente' }).isDisabled()).toBe(true);
    await shot(page, '1366-full');

    // filter by business
    await page.getByRole('group', { name: 'Tipo de negocio' }).getByRole('button', { name: /Restaurantes y cafeterías/ }).click();
    const restaurants = await cardNames(page);
    expect(restaurants.length).toBeGreaterThanOrEqual(3);
    expect(restaurants).toContain('Menú del día en tu canal de Telegram');
    for (const card of await page.getByTestId('template-card').all()) expect(await card.innerText()).toContain('RESTAURANTES Y CAFETERÍAS');

    // search inside the category, accents optional
    await page.getByRole('searchbox', { name: 'Buscar plantillas' }).fill('menu telegram');
    expect(await cardNames(page)).toEqual(['Menú del día en tu canal de Telegram']);
    await page.getByRole('status').filter({ hasText: 'plantillas' }).getByText(/^1 de \d+ plantillas$/).waitFor();
    await shot(page, '1366-filtered');

    // install → toast → chat with the plan
    await page.getByRole('button', { name: 'Instalar Menú del día en tu canal de Telegram' }).click();
    const toast = page.locator('.toast').filter({ hasText: 'Plantilla instalada' });
    await toast.waitFor();
    await settled(toast);
    await shot(page, '1366-installed');
    await toast.getByRole('link', { name: 'Abrir chat' }).click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    const plan = page.getByTestId('execution-plan');
    await expect.poll(() => plan.getByTestId('plan-step').count()).toBe(4);
    expect(await plan.innerText()).toMatch(/Programación[\s\S]*Google Sheets[\s\S]*Inteligencia artificial[\s\S]*Telegram/);
    const chat = await page.locator('.chat-main').innerText();
    expect(chat).toContain('Instalé la plantilla «Menú del día en tu canal de Telegram»');
    expect(chat).toContain('falta: ID de la hoja de cálculo');
    // the sidebar lists the chat under the template's name
    await page.getByRole('complementary').getByText('Menú del día en tu canal de Telegram').first().waitFor();
    await shot(page, '1366-chat');
    expect(dialogs).toEqual([]);

    // The production build ships console errors to POST /api/frontend-logs (spec §9): batched
    // (5 s) with the user's token, and on unload through navigator.sendBeacon.
    const batched = page.waitForResponse((r) => r.url().endsWith('/api/frontend-logs') && r.request().headers().authorization?.startsWith('Bearer '));
    await page.evaluate(() => console.error('Prueba e2e: error de consola'));
    const answer = await batched;
    expect(answer.status()).toBe(202);
    expect(answer.request().postDataJSON()).toMatchObject({ source: 'frontend', logs: [{ level: 'error', message: 'Prueba e2e: error de consola' }] });
    const beacon = page.waitForResponse((r) => r.url().endsWith('/api/frontend-logs') && !r.request().headers().authorization);
    await page.evaluate(() => {
      console.warn('Prueba e2e: antes de salir');
      // what the browser fires when the page goes away (the real unload would close the page first)
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });
    const beaconAnswer = await beacon;
    expect(beaconAnswer.status()).toBe(202); // (Playwright does not expose a beacon's Blob body)
    await page.close();
  });

  it('works on a phone (375 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'es-MX', timezoneId: 'America/Mexico_City', isMobile: true, hasTouch: true });
    await signInPage(server, page, 'rosa', 'estetica.mx');
    await page.goto(server.url + '/marketplace');
    await expect.poll(() => page.getByTestId('template-card').count()).toBeGreaterThanOrEqual(24);
    await shot(page, '375-list');
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: /Salones y estéticas/ }).click();
    await page.getByRole('searchbox', { name: 'Buscar plantillas' }).fill('cumpleaños');
    expect(await cardNames(page)).toEqual(['Felicitaciones de cumpleaños con promoción']);
    await page.getByRole('button', { name: 'Instalar Felicitaciones de cumpleaños con promoción' }).click();
    const toast = page.locator('.toast').filter({ hasText: 'Plantilla instalada' });
    await toast.waitFor();
    await settled(toast);
    await shot(page, '375-installed');
    // the card's own 'Abrir chat'
    await page.getByTestId('template-card').getByRole('button', { name: 'Abrir chat' }).click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('plan-step').count()).toBe(4);
    await shot(page, '375-chat');
    await page.close();
  });

  it("the landing page's auto-discovery box answers honestly without a Google account (1366 and 375 px)", async () => {
    for (const width of [1366, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
      await signInPage(server, page, 'memo', 'papeleria.mx');
      await page.goto(server.url + '/');
      const box = page.getByRole('region', { name: 'Prueba el auto-descubrimiento de archivos' });
      await box.getByRole('button', { name: 'Buscar archivos' }).click();
      await box.getByText('Auto-discovery needs a non-empty intent').waitFor();
      await box.getByRole('textbox', { name: '¿Qué quieres automatizar?' }).fill('Guarda cada pedido nuevo en mi hoja de pedidos');
      await box.getByRole('button', { name: 'Buscar archivos' }).click();
      await box.getByText('No se encontraron archivos relevantes para este intent.').waitFor();
      await box.getByText(/No hay una cuenta de Google conectada/).waitFor();
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS_DIR, `discovery-${width}.png`), clip: (await box.boundingBox())! });
      await page.close();
    }
  });
});
