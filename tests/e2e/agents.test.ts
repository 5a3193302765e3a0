import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SHOTS_DIR, signInPage, startHookTarget, startProduct, type RunningServer, type Tokens } from './support';

/**
 * AI agents end to end (issue 11): a plan with an AI agent is saved, the agent shows on /agents
 * (reached from the landing card), is deployed to the web, a visitor chats with it on
 * /a/{public_id} (the built-in agent: no AI key on this server) and its tool call shows in
 * 'Ejecuciones'; the status filter, 'Cargar Más' and the analytics chart toggle work; switched off,
 * the page says so.
 */
describe('AI agents in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let tokens: Tokens;
  let target: Awaited<ReturnType<typeof startHookTarget>>;

  const shot = async (p: Page, name: string) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await p.screenshot({ path: path.join(SHOTS_DIR, `agents-${name}.png`), fullPage: true });
  };
  const api = async (method: string, url: string, body?: unknown, auth = true) => {
    const res = await fetch(server.url + url, {
      method,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${tokens.access_token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  beforeAll(async () => {
    target = await startHookTarget();
    server = await startProduct({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_AGENT_WEB_RATE_LIMIT: '100' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await target?.close();
  });

  it('saves a plan with an agent, deploys it to the web, a visitor chats, and the owner sees the run', async () => {
    tokens = await signInPage(server, page, 'lucia', 'floreria.mx');
    // The plan is saved through the API the chat's 'Guardar' uses.
    const chat = await api('POST', '/api/chats/', { title: 'Atención a clientes' });
    const saved = await api('POST', '/api/chat/workflow-decision', {
      decision: 'save',
      chat_id: chat.session_id,
      execution_plan: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
        { step: 2, node_id: 'ai_agent', action_id: 'run_agent', params: { prompt: 'Atiende a los clientes de la florería y consulta los precios cuando te los pidan.', tools: ['http.request'] } },
      ],
    });
    expect(saved.success).toBe(true);

    // The landing card 'AI Agents' leads to /agents.
    await page.goto(server.url + '/');
    await page.locator('.feature-card', { hasText: 'AI Agents' }).click();
    await page.waitForURL(`${server.url}/agents`);
    const card = page.getByTestId('agent-card');
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Agente · [\s\S]*Activo[\s\S]*Herramientas\s*1[\s\S]*Temperatura\s*0\.3[\s\S]*Iteraciones máximas\s*5/i);
    await shot(page, '01-list');

    await card.getByRole('link', { name: 'Ver Detalles' }).click();
    await page.getByRole('tab', { name: 'Resumen' }).waitFor();
    expect(await page.locator('.agent-overview').innerText()).toContain('Solicitud HTTP · Hacer una solicitud HTTP');
    expect(await page.getByTestId('agent-tiles').innerText()).toMatch(/Ejecuciones totales\s*0[\s\S]*Tasa de éxito\s*0%/i);

    // Deploy to the web.
    await page.getByRole('button', { name: 'Desplegar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desplegar agente' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Aún no está desplegado en este canal.');
    await dialog.getByRole('button', { name: 'Desplegar', exact: true }).click();
    await dialog.getByText(/Agente desplegado en la web/).waitFor();
    const link = await dialog.getByLabel('Enlace público').inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/a/[\\w-]{20,}$`));
    await shot(page, '02-deployed');
    await page.keyboard.press('Escape');

    // A visitor (no session) chats on the public page.
    const visitor = await browser.newPage({ viewport: { width: 900, height: 800 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    await visitor.goto(link);
    await visitor.getByTestId('public-agent').waitFor();
    expect(await visitor.locator('.public-agent-header').innerText()).toContain('Agente de IA · Enlaza');
    const box = visitor.getByRole('textbox', { name: 'Mensaje para el agente' });
    await box.fill(`Consulta los precios en ${target.url}`);
    await box.press('Enter');
    const reply = visitor.getByTestId('public-message-assistant').last();
    await reply.waitFor({ timeout: 30_000 });
    expect(await reply.innerText()).toMatch(/Soy el agente integrado de Enlaza[\s\S]*Solicitud HTTP · Hacer una solicitud HTTP: respondió con estado 200/);
    expect(target.received).toHaveLength(1);
    await shot(visitor, '03-public-chat');
    // The conversation is kept for this visitor across a reload.
    await visitor.reload();
    await visitor.getByTestId('public-message-assistant').first().waitFor();
    expect(await visitor.getByTestId('public-message-user').count()).toBe(1);

    // The owner sees the run with its tool call.
    await page.reload();
    await page.getByRole('tab', { name: 'Ejecuciones' }).click();
    const row = page.getByTestId('agent-run').first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Consulta los precios[\s\S]*Web[\s\S]*1 herramienta[\s\S]*Éxito[\s\S]*\dm \d+s[\s\S]*Completado/);
    await row.getByText('1 herramienta').click();
    expect(await row.getByTestId('tool-call').innerText()).toMatch(/Solicitud HTTP · Hacer una solicitud HTTP[\s\S]*Entrada[\s\S]*Salida[\s\S]*recibido/i);
    await shot(page, '04-runs');

    // More than 20 runs: 18 that succeed and 6 that fail (a tool that cannot connect).
    const publicId = link.split('/a/')[1];
    for (let i = 0; i < 24; i++) {
      const message = i % 4 === 3 ? 'Consulta los precios en http://127.0.0.1:9/cerrado' : `Hola, pregunta ${i}`;
      await api('POST', `/api/public/agents/${publicId}/messages`, { message }, false);
    }
    await page.reload();
    await page.getByRole('tab', { name: 'Ejecuciones' }).click();
    await expect.poll(() => page.getByTestId('agent-run').count()).toBe(20);
    await page.getByRole('radio', { name: 'Fallidas' }).click();
    await expect.poll(() => page.getByTestId('agent-run').count()).toBe(6);
    expect(await page.getByTestId('agent-run').first().innerText()).toMatch(/Error[\s\S]*No se pudo conectar|Error[\s\S]*conect/);
    expect(await page.getByRole('button', { name: 'Cargar Más' }).count()).toBe(0);
    await shot(page, '05-failed-filter');
    await page.getByRole('radio', { name: 'Todos' }).click();
    await expect.poll(() => page.getByTestId('agent-run').count()).toBe(20);
    await page.getByRole('button', { name: 'Cargar Más' }).click();
    await expect.poll(() => page.getByTestId('agent-run').count()).toBe(25);
    expect(await page.getByRole('button', { name: 'Cargar Más' }).count()).toBe(0);
    expect(await page.getByTestId('agent-tiles').innerText()).toMatch(/Ejecuciones totales\s*25[\s\S]*Tasa de éxito\s*76%/i);

    // Analytics: the daily success rate, then the daily volume.
    await page.getByRole('tab', { name: 'Análisis' }).click();
    await page.getByTestId('chart-rate').waitFor();
    expect(await page.getByTestId('agent-analytics').innerText()).toMatch(/Distribución de resultados[\s\S]*Exitosas\s*19[\s\S]*Fallidas\s*6[\s\S]*Total\s*25/i);
    await page.getByTestId('chart-rate').locator('.recharts-bar-rectangle').first().waitFor();
    await shot(page, '06-analytics-rate');
    await page.getByRole('radio', { name: 'Volumen diario' }).click();
    await page.getByTestId('chart-volume').waitFor();
    await page.getByTestId('chart-volume').locator('.recharts-bar-rectangle').first().waitFor();
    await shot(page, '07-analytics-volume');

    // Switched off, the public page says so.
    await page.getByRole('button', { name: 'Desplegar' }).click();
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Activo en la web');
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await dialog.getByText('Página web desactivada: el enlace ya no funciona.').waitFor();
    await visitor.reload();
    await visitor.getByText('Este agente no está disponible').waitFor();
    await shot(visitor, '08-page-off');
  });
});
