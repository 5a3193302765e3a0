import type { FastifyInstance } from 'fastify';
import { SimulationRequest } from '../../contracts/simulation';
import type { Services } from '../app';
import { HttpError, parseBody } from '../http/errors';
import { checkSpecAgainstCatalogue, normalizeSteps } from '../flows/validate';
import { simulatePlan } from './simulate';

/** POST /api/flows/simulate: the plan checked against a sample trigger, nothing executed. */
export async function simulationRoutes(app: FastifyInstance, { db, config }: Services) {
  app.post('/api/flows/simulate', async (request) => {
    const body = parseBody(SimulationRequest, request.body);
    const problem = checkSpecAgainstCatalogue({ steps: body.execution_plan });
    if (problem) throw new HttpError(422, problem);
    return simulatePlan(db, request.userId, normalizeSteps(body.execution_plan), { chatId: body.chat_id ?? null, timezone: config.timezone });
  });
}
