import type { FastifyInstance } from 'fastify';
import { CreateChatRequest, UpdateChatRequest } from '../../contracts/chat';
import { ExecutionPlan } from '../../contracts/plan';
import type { Services } from '../app';
import { HttpError, parseBody } from '../http/errors';
import { checkSpecAgainstCatalogue, normalizeSteps } from '../flows/validate';
import { cleanTitle, createChat, deleteChat, findChat, listMessages, listSessions, renameChat, sessionOf, setChatPlan, workflowChoice } from './store';

type IdParams = { Params: { id: string } };

/** Chat sessions and their messages, all scoped to request.userId (spec §7 "Chats"). */
export async function chatsRoutes(app: FastifyInstance, { db, engine }: Services) {
  for (const url of ['/api/chats/', '/api/chats']) {
    app.post(url, async (request, reply) => {
      const body = parseBody(CreateChatRequest, request.body);
      const row = await createChat(db, request.userId, body.title);
      return reply.status(201).send(await sessionOf(db, request.userId, row));
    });

    app.get(url, async (request) => listSessions(db, request.userId));
  }

  app.get<IdParams>('/api/chats/:id/messages', async (request) => {
    const chat = await findChat(db, request.userId, request.params.id);
    return listMessages(db, chat.id);
  });

  app.get<IdParams>('/api/chats/:id', async (request) => {
    const chat = await findChat(db, request.userId, request.params.id);
    const plan = ExecutionPlan.safeParse(chat.plan);
    return { ...(await sessionOf(db, request.userId, chat)), execution_plan: plan.success && plan.data.length ? plan.data : null };
  });

  app.patch<IdParams>('/api/chats/:id', async (request) => {
    const chat = await findChat(db, request.userId, request.params.id);
    const body = parseBody(UpdateChatRequest, request.body);
    // check everything before writing anything
    const title = body.title === undefined ? undefined : cleanTitle(body.title);
    if (title === '') throw new HttpError(400, 'El título no puede estar vacío');
    const problem = body.execution_plan === undefined ? null : checkSpecAgainstCatalogue({ steps: body.execution_plan });
    if (problem) throw new HttpError(422, problem);
    let row = chat;
    if (body.execution_plan !== undefined) row = await setChatPlan(db, request.userId, chat.id, normalizeSteps(body.execution_plan));
    if (title !== undefined) row = await renameChat(db, request.userId, chat.id, title);
    return sessionOf(db, request.userId, row);
  });

  // ?workflow=delete|keep: what happens to an active workflow saved from the chat (409 without it).
  app.delete<IdParams & { Querystring: { workflow?: string } }>('/api/chats/:id', async (request, reply) => {
    const chat = await findChat(db, request.userId, request.params.id);
    const choice = workflowChoice(request.query?.workflow);
    const removed = await deleteChat(db, request.userId, chat.id, choice);
    for (const flowId of removed) await engine.syncSchedule(flowId);
    return reply.status(204).send();
  });
}
