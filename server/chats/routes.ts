import type { FastifyInstance } from 'fastify';
import { CreateChatRequest, UpdateChatRequest } from '../../contracts/chat';
import type { Services } from '../app';
import { HttpError, parseBody } from '../http/errors';
import { cleanTitle, createChat, deleteChat, findChat, listMessages, listSessions, renameChat, sessionOf } from './store';

type IdParams = { Params: { id: string } };

/** Chat sessions and their messages, all scoped to request.userId (spec §7 "Chats"). */
export async function chatsRoutes(app: FastifyInstance, { db }: Services) {
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
    return sessionOf(db, request.userId, chat);
  });

  app.patch<IdParams>('/api/chats/:id', async (request) => {
    const chat = await findChat(db, request.userId, request.params.id);
    const body = parseBody(UpdateChatRequest, request.body);
    if (body.title === undefined) return sessionOf(db, request.userId, chat);
    const title = cleanTitle(body.title);
    if (!title) throw new HttpError(400, 'El título no puede estar vacío');
    return sessionOf(db, request.userId, await renameChat(db, request.userId, chat.id, title));
  });

  app.delete<IdParams>('/api/chats/:id', async (request, reply) => {
    const chat = await findChat(db, request.userId, request.params.id);
    await deleteChat(db, request.userId, chat.id);
    return reply.status(204).send();
  });
}
