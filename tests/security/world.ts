import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../server/harness';
import { ECHOING_NUMBER, startFakes, type Fakes } from './fakes';
import { routeCollector, type IdKind, type Route } from './routes';
import { makeSecrets, type Secrets } from './secrets';
import { notifications as notificationsTable } from '../../server/db/schema';

/**
 * A running app whose first user, "A", owns one of everything: a chat with messages planned by a
 * model (LLM usage), credentials for Telegram, WhatsApp, e-mail (SMTP), AI and PostgreSQL (when
 * TEST_DATABASE_URL is set), an OAuth app and a GitHub OAuth connection, a flow saved from the
 * chat's plan, and executions whose steps used every one of those credentials against the fakes.
 * Every answer the app gives and every log line it writes are kept for the leak searches.
 */

export type User = Awaited<ReturnType<TestApp['signUp']>>;
export type Answer = { request: string; status: number; headers: string; body: string };

export type World = {
  t: TestApp;
  fakes: Fakes;
  routes: Route[];
  secrets: Secrets;
  /** Every answer of app.inject, in order. */
  answers: Answer[];
  /** Every log line the app wrote (LOG_LEVEL=trace). */
  logs: string[];
  a: {
    user: User;
    userId: string;
    /** A's value for each kind of path parameter. */
    ids: Record<IdKind, string>;
    /** Every value A has for each kind (both flows, both executions, every credential…). */
    every: Record<IdKind, string[]>;
    /** Executions: the full run (every credential used) and one where a service echoed a credential. */
    executionIds: { full: string; echo: string };
    /** Values that are A's data (ids, names, contents): another user must never see one. */
    markers: string[];
    /** The OAuth authorization code and state of A's GitHub connection (must never be logged). */
    oauthCode: string;
    oauthState: string;
  };
  close: () => Promise<void>;
};

/** PostgreSQL connection settings from TEST_DATABASE_URL, when it is set. */
function postgresSettings() {
  const raw = process.env.TEST_DATABASE_URL;
  if (!raw) return null;
  const u = new URL(raw);
  return { host: u.hostname, port: Number(u.port || 5432), database: u.pathname.slice(1) || 'postgres', user: decodeURIComponent(u.username || 'postgres') };
}

export async function startWorld(backend: 'pglite' | 'postgres'): Promise<World> {
  const secrets = makeSecrets();
  const tag = randomBytes(4).toString('hex');
  const fakes = await startFakes(secrets);
  const collector = routeCollector();
  const logs: string[] = [];
  const t = await startTestApp(backend, {}, { ...fakes.env, LOG_LEVEL: 'trace' }, {
    logStream: { write: (line: string) => void logs.push(line) },
    onRoute: collector.onRoute,
  });

  const answers: Answer[] = [];
  const inject = t.app.inject.bind(t.app);
  t.app.inject = (async (opts: { method: string; url: string }) => {
    const res = await inject(opts as never);
    answers.push({ request: `${opts.method} ${opts.url}`, status: res.statusCode, headers: JSON.stringify(res.headers), body: res.body });
    return res;
  }) as never;

  const user = await t.signUp();
  const userId = (await t.app.services.tokens.verifyAccess(user.access_token))!;
  const call = async (method: string, url: string, payload?: unknown, expected = 200) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: user.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expected);
    return res.body ? res.json() : null;
  };

  const chat = await call('POST', '/api/chats/', { title: `Chat privado ${tag}` }, 201);
  const chatId = chat.session_id as string;
  await call('POST', '/api/oauth/api-key/ai/store', { api_key: secrets.aiApiKey, provider: 'openai' });
  // AI mode with A's own key: the fake model plans, and A's usage is recorded.
  await call('POST', '/api/chat', { session_id: chatId, message: `cuando llegue un pedido avísame por slack en #ventas-${tag}`, workflow_type: 'agent', provider: 'openai', model: 'gpt-4o-mini' });
  expect(fakes.llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${secrets.aiApiKey}`);

  await call('POST', '/api/oauth/api-key/telegram/store', { bot_token: secrets.telegramBotToken, chat_id: chatId });
  await call('POST', '/api/oauth/api-key/whatsapp/store', { api_key: secrets.whatsappApiKey, phone_number_id: '1098765' });
  await call('POST', '/api/oauth/api-key/email/store', { host: '127.0.0.1', port: fakes.smtp.port, user: fakes.smtpUser, password: secrets.smtpPassword, from: fakes.smtpUser });
  const pg = postgresSettings();
  if (pg) await call('POST', '/api/oauth/db-credentials/postgres/store', { ...pg, password: secrets.postgresPassword });

  const clientId = `Iv1.cliente${tag}`;
  await call('POST', '/api/oauth-apps/github', { client_id: clientId, client_secret: secrets.oauthClientSecret, app_name: `App privada ${tag}` }, 201);
  const oauth = await connectGithub(t, user, chatId);

  const note = `nota-privada-${tag}`;
  const plan = [
    { step: 1, node_id: 'manual', action_id: 'manual_trigger', params: {} },
    { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { nota: note } } },
    { step: 3, node_id: 'telegram', action_id: 'send_message', params: { chat_id: '4242', message: 'Pedido {{steps.2.output.nota}}' } },
    { step: 4, node_id: 'whatsapp', action_id: 'send_message', params: { to: '+5215512345678', message: 'Hola' } },
    { step: 5, node_id: 'github', action_id: 'create_issue', params: { repository: 'tienda/web', title: 'Pedido nuevo' } },
    { step: 6, node_id: 'email', action_id: 'send_email', params: { to: 'cliente@tienda.mx', subject: 'Pedido', body: 'Gracias' } },
    { step: 7, node_id: 'ai', action_id: 'generate_text', params: { prompt: 'Resume el pedido' } },
    ...(pg ? [{ step: 8, node_id: 'postgres', action_id: 'query', params: { query: 'select 1 as uno' } }] : []),
  ];
  await call('PATCH', `/api/chats/${chatId}`, { execution_plan: plan });
  const saved = await call('POST', '/api/chat/workflow-decision', { chat_id: chatId, decision: 'save' });
  const flowId = saved.flow_id as string;
  const run = await call('POST', '/api/chat/workflow-decision', { chat_id: chatId, decision: 'execute' });
  expect(run.execution_results.map((s: { error: string | null }) => s.error)).toEqual(plan.map(() => null));

  const echoFlow = await call('POST', '/api/flows/create', {
    name: `Flujo privado ${tag}`,
    steps: [
      { step: 1, node_id: 'manual', action_id: 'manual_trigger', params: {} },
      { step: 2, node_id: 'whatsapp', action_id: 'send_message', params: { to: ECHOING_NUMBER, message: 'Hola' } },
    ],
  }, 201);
  const echo = await call('POST', `/api/flows/${echoFlow.flow_id}/run-now`);
  expect(echo.status).toBe('error');

  // An AI agent (from a second chat's saved plan), deployed to the web, with one run from its public page.
  const agentChat = (await call('POST', '/api/chats/', { title: `Chat del agente ${tag}` }, 201)).session_id as string;
  await call('POST', '/api/chat/workflow-decision', { decision: 'save', chat_id: agentChat, execution_plan: [
    { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
    { step: 2, node_id: 'ai_agent', action_id: 'run_agent', params: { prompt: `Agente privado ${tag}`, model: 'builtin', tools: ['telegram.send_message'] } },
  ] });
  const agentId = (await call('GET', '/api/ai_agents/'))[0].agent_id as string;
  const publicId = (await call('POST', `/api/ai_agents/${agentId}/deploy`, { channel: 'web' })).deployment.public_id as string;
  const visit = await t.app.inject({ method: 'POST', url: `/api/public/agents/${publicId}/messages`, payload: { message: `hola ${tag}` } });
  expect(visit.statusCode).toBe(200);

  // A failure alert of A's own (manual runs do not alert, so it is written as the alert service would).
  const [notification] = await t.app.services.db.insert(notificationsTable)
    .values({ userId, flowId: echoFlow.flow_id, executionId: echo.execution_id, kind: 'failure', title: `Falló «Flujo privado ${tag}»`, message: `Aviso privado ${tag}` })
    .returning({ id: notificationsTable.id });
  await call('PUT', '/api/settings/alerts', { telegram: true, telegram_chat_id: `77${tag.replace(/\D/g, '').slice(0, 6) || '1'}` });

  const services = (await call('GET', '/api/credentials')).map((c: { service_id: string }) => c.service_id);
  const messages = await call('GET', `/api/chats/${chatId}/messages`);
  const detail = await call('GET', `/api/executions/${run.execution_id}`);
  const markers = [
    userId, user.username, `${user.username}@example.test`, user.access_token, user.refresh_token,
    chatId, flowId, echoFlow.flow_id, run.execution_id, echo.execution_id, `Chat privado ${tag}`, `Flujo privado ${tag}`,
    agentChat, agentId, publicId, `Agente privado ${tag}`, `hola ${tag}`, notification.id, `Aviso privado ${tag}`,
    `App privada ${tag}`, clientId, note, `#ventas-${tag}`,
    ...messages.map((m: { id: string }) => m.id),
    ...detail.steps.map((s: { step_id: string }) => s.step_id),
    ...Object.values(secrets),
  ];

  return {
    t, fakes, routes: collector.routes, secrets, answers, logs,
    a: {
      user, userId, markers, oauthCode: oauth.code, oauthState: oauth.state,
      executionIds: { full: run.execution_id, echo: echo.execution_id },
      every: {
        chat: [chatId, agentChat], flow: [flowId, echoFlow.flow_id], execution: [run.execution_id, echo.execution_id], agent: [agentId], notification: [notification.id], credential: services,
        oauthApp: ['github'], service: services, llmProvider: ['builtin', 'openai', 'anthropic'], llmModel: ['openai:gpt-4o-mini'],
      },
      ids: {
        chat: chatId, flow: flowId, execution: run.execution_id, agent: agentId, notification: notification.id, credential: 'telegram', oauthApp: 'github', service: 'telegram',
        llmProvider: 'openai', llmModel: 'openai:gpt-4o-mini',
      },
    },
    close: async () => {
      await t.close();
      await fakes.close();
    },
  };
}

/** A's GitHub connection through the OAuth popup's two requests: initiate (token in the query) and the provider's callback. */
async function connectGithub(t: TestApp, user: User, chatId: string) {
  const start = await t.app.inject({ method: 'GET', url: `/api/oauth/initiate?service_id=github&chat_id=${chatId}&token=${user.access_token}` });
  expect(start.statusCode, start.body).toBe(302);
  const state = new URL(start.headers.location as string).searchParams.get('state')!;
  const code = `canario-codigo-${randomBytes(8).toString('hex')}`;
  // The popup is one browser: a cookie set by initiate comes back with the callback.
  const cookie = [start.headers['set-cookie'] ?? []].flat().map((c) => String(c).split(';')[0]).join('; ');
  const back = await t.app.inject({ method: 'GET', url: `/api/oauth/callback?code=${code}&state=${encodeURIComponent(state)}`, headers: cookie ? { cookie } : {} });
  expect(back.statusCode, back.body).toBe(302);
  expect(back.headers.location).toContain('status=success');
  return { code, state };
}
