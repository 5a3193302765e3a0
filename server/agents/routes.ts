/**
 * Spec §7 Agents, inside the signed-in scope: every query is scoped to request.userId, so another
 * user's agent answers 404 like a missing one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AGENT_RUN_STATUSES, ANALYTICS_DAYS, DeployChannel, DeployRequest, RECENT_RUNS, RUNS_PAGE_SIZE } from '../../contracts/agents';
import type { Services } from '../app';
import { baseUrl } from '../flows/store';
import { HttpError, parseBody } from '../http/errors';
import { parseQuery } from '../llm-catalogue/queries';
import { runAnalytics, runsPage, runStatistics } from './analytics';
import { BotInUseError, deployTelegram, undeployTelegram } from './deploy-telegram';
import { deployWeb } from './deploy-web';
import { deploymentsOf, disableDeployment } from './deployments';
import { toAgent } from './present';
import { findUserAgent, flowNameOf, isLive, listUserAgents } from './store';

export const AGENT_NOT_FOUND = 'Agente no encontrado';
export const AGENT_INACTIVE = 'Este agente está inactivo: su paso de «Agente de IA» ya no está en un workflow guardado.';

const one = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);
const int = (min: number, max: number, fallback: number) => z.preprocess(one, z.string().regex(/^\d+$/, 'debe ser un número entero').optional())
  .transform((v) => (v === undefined ? fallback : Number(v)))
  .refine((v) => v >= min && v <= max, `debe estar entre ${min} y ${max}`);

const RunsQuery = z.object({
  page: int(1, 100_000, 1),
  page_size: int(1, 100, RUNS_PAGE_SIZE),
  status: z.preprocess((v) => { const s = one(v); return s === '' || s === 'all' ? undefined : s; },
    z.enum(AGENT_RUN_STATUSES, { error: 'debe ser queued, running, succeeded o failed' }).optional()),
});
const AnalyticsQuery = z.object({ days: int(1, 365, ANALYTICS_DAYS), recent_limit: int(1, 50, RECENT_RUNS) });
const UndeployRequest = z.object({ channel: DeployChannel });

type WithId = { Params: { id: string } };

export async function agentsRoutes(app: FastifyInstance, services: Services) {
  const { db, config, engine } = services;

  const owned = async (request: FastifyRequest<WithId>) => {
    const agent = await findUserAgent(db, request.userId, request.params.id);
    if (!agent) throw new HttpError(404, AGENT_NOT_FOUND);
    return agent;
  };

  const list = async (request: FastifyRequest) => {
    const rows = await listUserAgents(db, request.userId);
    const deployments = await deploymentsOf(db, rows.map((r) => r.agent.id));
    const base = baseUrl(config, request);
    return rows.map((r) => toAgent(r.agent, r.flowName, deployments, base));
  };
  app.get('/api/ai_agents', list);
  app.get('/api/ai_agents/', list);

  app.get<WithId>('/api/ai_agents/:id', async (request) => {
    const agent = await owned(request);
    return toAgent(agent, await flowNameOf(db, agent.flowId), await deploymentsOf(db, [agent.id]), baseUrl(config, request));
  });

  app.get<WithId>('/api/ai_agents/:id/runs', async (request) => {
    const agent = await owned(request);
    const q = parseQuery(RunsQuery, request.query);
    return runsPage(db, agent.id, q.page, q.page_size, q.status);
  });

  app.get<WithId>('/api/ai_agents/:id/runs/statistics', async (request) => runStatistics(db, (await owned(request)).id));

  app.get<WithId>('/api/ai_agents/:id/runs/analytics', async (request) => {
    const agent = await owned(request);
    const q = parseQuery(AnalyticsQuery, request.query);
    return runAnalytics(db, agent.id, q.days, q.recent_limit, config.timezone);
  });

  app.post<WithId>('/api/ai_agents/:id/deploy', async (request, reply) => {
    const agent = await owned(request);
    const body = parseBody(DeployRequest, request.body);
    if (!isLive(agent)) throw new HttpError(409, AGENT_INACTIVE);
    const base = baseUrl(config, request);
    if (body.channel === 'web') return deployWeb(db, agent, base);
    try {
      return await deployTelegram({ db, config, engine, agent, base, takeOver: body.take_over === true });
    } catch (err) {
      if (err instanceof BotInUseError) return reply.status(409).send({ detail: err.message, can_take_over: true, holders: err.holders });
      throw err;
    }
  });

  app.post<WithId>('/api/ai_agents/:id/undeploy', async (request) => {
    const agent = await owned(request);
    const { channel } = parseBody(UndeployRequest, request.body);
    const done = channel === 'web' ? !!(await disableDeployment(db, agent.id, 'web')) : await undeployTelegram(db, config, agent);
    if (!done) throw new HttpError(404, 'Este agente no está desplegado en ese canal');
    return {
      message: channel === 'web'
        ? 'Página web desactivada: el enlace ya no funciona.'
        : 'Despliegue en Telegram desactivado: el bot ya no responde con este agente.',
    };
  });
}
