import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startHookTarget, startProduct, TEST_PASSWORD, type RunningServer, type Tokens } from './support';

/**
 * Every screen of the spec (issue 12) at 1366 px and 375 px in Chromium, against one product
 * server and one browser: each is checked with axe (no serious or critical violation) and
 * photographed into docs/screenshots/ (linked from docs/ui.md). The data (a chat with a plan, a
 * saved flow with two runs, an agent) is made through the API the SPA uses.
 */
const SCREENSHOTS = path.resolve('docs/screenshots');
const VIEWPORTS = [
  { name: '1366', width: 1366, height: 860 },
  { name: '375', width: 375, height: 812 },
] as const;

type Seed = { chatId: string; flowId: string; executionId: string; agentId: string };
type Screen = {
  name: string;
  signedIn: boolean;
  path: (s: Seed) => string;
  /** Waits until the screen shows its content (and opens what the screen is about, for dialogs). */
  ready: (page: Page, narrow: boolean) => Promise<void>;
  fullPage?: boolean;
};

const SCREENS: Screen[] = [
  { name: 'landing-visitor', signedIn: false, path: () => '/', fullPage: true, ready: (p) => p.getByRole('button', { name: 'Empieza gratis' }).waitFor() },
  { name: 'landing', signedIn: true, path: () => '/', fullPage: true, ready: (p) => p.getByRole('heading', { name: '¡Bienvenido de nuevo!' }).waitFor() },
  {
    name: 'chat',
    signedIn: true,
    path: (s) => `/chat/${s.chatId}`,
    ready: async (p) => {
      await p.getByText('Workflow ejecutado correctamente').first().waitFor();
      await p.getByRole('textbox', { name: 'Mensaje para el asistente' }).waitFor();
    },
  },
  {
    name: 'chat-plan',
    signedIn: true,
    path: (s) => `/chat/${s.chatId}`,
    ready: async (p, narrow) => {
      if (narrow) await p.getByRole('tab', { name: /Plan/ }).click();
      await p.getByTestId('plan-step').first().waitFor();
    },
  },
  {
    name: 'plan-tools',
    signedIn: true,
    path: (s) => `/chat/${s.chatId}`,
    ready: async (p, narrow) => {
      if (narrow) await p.getByRole('tab', { name: /Plan/ }).click();
      await p.getByTestId('plan-step').nth(1).getByRole('button', { name: 'Editar' }).click();
      await p.getByRole('dialog', { name: /Editar paso 2/ }).waitFor();
    },
  },
  {
    name: 'credentials',
    signedIn: true,
    path: () => '/workflows',
    ready: async (p) => {
      await p.getByRole('button', { name: 'Gestionar Credenciales' }).click();
      await p.getByRole('dialog', { name: 'Gestionar Credenciales' }).getByText('Gmail').first().waitFor();
    },
  },
  { name: 'workflows', signedIn: true, path: () => '/workflows', ready: (p) => p.getByTestId('workflow-card').first().waitFor() },
  { name: 'executions', signedIn: true, path: (s) => `/flows/${s.flowId}/executions`, ready: (p) => p.getByRole('link', { name: 'Ver detalle' }).first().waitFor() },
  { name: 'execution-detail', signedIn: true, path: (s) => `/executions/${s.executionId}`, ready: (p) => p.getByRole('table').waitFor() },
  { name: 'marketplace', signedIn: true, path: () => '/marketplace', ready: (p) => p.getByTestId('template-card').first().waitFor() },
  { name: 'agents', signedIn: true, path: () => '/agents', ready: (p) => p.getByTestId('agent-card').first().waitFor() },
  { name: 'agent-detail', signedIn: true, path: (s) => `/agents/${s.agentId}`, ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'oauth-callback',
    signedIn: false,
    path: () => '/oauth-callback?service=google&error=access_denied&error_description=El%20usuario%20cancel%C3%B3',
    ready: (p) => p.getByRole('heading').first().waitFor(),
  },
];

/** axe's serious and critical findings, one readable line each ('' when none). */
async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('every screen at 1366 px and 375 px, with axe', () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: Tokens;
  let seed: Seed;
  let target: Awaited<ReturnType<typeof startHookTarget>>;
  const contexts: BrowserContext[] = [];

  const USER = `rosa${Date.now().toString(36)}`;
  const post = async (url: string, body: unknown) => {
    const res = await fetch(server.url + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const api = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(server.url + url, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  beforeAll(async () => {
    target = await startHookTarget();
    [server, browser] = await Promise.all([startProduct({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' }), launchBrowser()]);
    tokens = await post('/api/auth/register', { email: `${USER}@panaderia.mx`, username: USER, password: TEST_PASSWORD });
    const reply = await api('POST', '/api/chat', { message: `Cuando llegue una petición a mi webhook, envía los datos a ${target.url}` });
    const chatId = reply.session_id as string;
    const saved = await api('POST', '/api/chat/workflow-decision', { decision: 'save', chat_id: chatId, execution_plan: reply.execution_plan });
    const flowId = saved.flow_id as string;
    await api('POST', '/api/chat/workflow-decision', { decision: 'execute', chat_id: chatId });
    const run = await api('POST', `/api/flows/${flowId}/run-now`, {});
    const agentChat = await api('POST', '/api/chats/', { title: 'Atención a clientes' });
    await api('POST', '/api/chat/workflow-decision', {
      decision: 'save',
      chat_id: agentChat.session_id,
      execution_plan: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
        { step: 2, node_id: 'ai_agent', action_id: 'run_agent', params: { prompt: 'Atiende a los clientes de la panadería y responde sus dudas sobre pedidos.', tools: ['http.request'] } },
      ],
    });
    const agents = await api('GET', '/api/ai_agents');
    const list = (Array.isArray(agents) ? agents : agents.agents ?? agents.items) as { id?: string; agent_id?: string }[];
    seed = { chatId, flowId, executionId: run.execution_id, agentId: (list[0].id ?? list[0].agent_id)! };
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
  });

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await server?.stop();
    await target?.close();
  });

  for (const vp of VIEWPORTS) {
    it(`shows every screen at ${vp.width} px without serious or critical axe findings`, async () => {
      const problems: string[] = [];
      // a session of its own per browser context (the SPA rotates refresh tokens)
      const session: Tokens = await post('/api/auth/login', { username: USER, password: TEST_PASSWORD });
      const makeContext = async (signedIn: boolean) => {
        const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-MX', reducedMotion: 'reduce' });
        contexts.push(context);
        if (signedIn) {
          await context.addInitScript((t) => {
            localStorage.setItem('access_token', t.access_token);
            localStorage.setItem('refresh_token', t.refresh_token);
          }, session);
        }
        return context.newPage();
      };
      const pages = { true: await makeContext(true), false: await makeContext(false) };
      for (const screen of SCREENS) {
        const page = pages[String(screen.signedIn) as 'true' | 'false'];
        await page.goto(server.url + screen.path(seed));
        try {
          await screen.ready(page, vp.width < 600);
        } catch (e) {
          problems.push(`${screen.name}: did not show (${(e as Error).message.split('\n')[0]})`);
        }
        // no horizontal scrolling on any screen
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 1) problems.push(`${screen.name}: the page is ${overflow}px wider than the window`);
        for (const p of await axeProblems(page)) problems.push(`${screen.name}: ${p}`);
        await page.screenshot({ path: path.join(SCREENSHOTS, `${screen.name}-${vp.name}.png`), fullPage: !!screen.fullPage && vp.width > 600 });
        await page.keyboard.press('Escape');
      }
      expect(problems).toEqual([]);
    });
  }
});
