import { z } from 'zod';
import { StepError, defineAction, type NodeDefinition } from './types';
import { optionalText, stringList, text } from './params';
import { apiUrl, callApi, retryAfterMs } from '../net/api-client';
import { oauthToken } from './credential';

/**
 * The trigger output of a GitHub delivery (the webhook route checked its signature). `body` is the
 * event's JSON, as for the other webhook triggers (`{{trigger.body.issue.title}}`); `payload` is the
 * same object under its older name, kept for flows saved with it.
 */
export function githubEvent(trigger: unknown) {
  const t = (trigger ?? {}) as { body?: Record<string, any>; headers?: Record<string, string> };
  const body = t.body ?? {};
  return {
    event: t.headers?.['x-github-event'] ?? null,
    delivery: t.headers?.['x-github-delivery'] ?? null,
    action: body.action ?? null,
    repository: body.repository?.full_name ?? null,
    sender: body.sender?.login ?? null,
    body,
  };
}

export const githubNode: NodeDefinition = {
  node_id: 'github',
  name: 'GitHub',
  service: 'github',
  category: 'developer',
  auth: { mechanism: 'oauth2', provider: 'github' },
  webhook: true,
  triggers: [
    defineAction({
      action_id: 'github_webhook',
      name: 'Evento de GitHub',
      description: 'Se activa cuando GitHub envía un evento (push, issue, pull request…) a la URL del webhook.',
      kind: 'trigger',
      params: z.object({
        events: stringList('Eventos').optional(),
        secret: optionalText('Secreto del webhook'),
      }),
      execute: async (ctx) => githubEvent(ctx.trigger),
    }),
  ],
  actions: [
    defineAction({
      action_id: 'create_issue',
      name: 'Crear issue',
      description: 'Crea un issue en un repositorio (formato dueño/repositorio).',
      kind: 'action',
      params: z.object({
        repository: text('Repositorio').regex(/^[\w.-]+\/[\w.-]+$/, 'El campo "Repositorio" debe tener el formato dueño/repositorio'),
        title: text('Título'),
        body: optionalText('Descripción'),
        labels: stringList('Etiquetas').optional(),
      }),
      execute: async (ctx, p) => {
        const token = await oauthToken(ctx, ['github'], 'GitHub');
        const [owner, repo] = p.repository.split('/');
        const res = await callApi(ctx, {
          service: 'GitHub',
          method: 'POST',
          url: apiUrl(ctx.config.apis.github, `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues`),
          headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
          json: { title: p.title, ...(p.body ? { body: p.body } : {}), ...(p.labels?.length ? { labels: p.labels } : {}) },
          notFound: `El repositorio ${p.repository} no existe o tu cuenta de GitHub no tiene acceso a él`,
          classify: (status, body, headers) => {
            // GitHub's primary rate limit answers 403 with x-ratelimit-remaining: 0.
            if ((status === 403 || status === 429) && (headers.get('x-ratelimit-remaining') === '0' || headers.get('retry-after'))) {
              const reset = Number(headers.get('x-ratelimit-reset'));
              const wait = retryAfterMs(headers) ?? (Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - Date.now()) : undefined);
              return new StepError('GitHub recibió demasiadas solicitudes; se reintentará más tarde', true, wait);
            }
            if (status === 410) return new StepError(`Los issues están desactivados en ${p.repository}`);
            if (status === 422) return new StepError(`GitHub rechazó el issue: ${(body as { message?: string })?.message ?? 'datos inválidos'}`);
            return undefined;
          },
        });
        const b = (res.body ?? {}) as { id?: number; number?: number; html_url?: string; state?: string };
        return { id: b.id ?? null, number: b.number ?? null, url: b.html_url ?? null, state: b.state ?? null };
      },
    }),
  ],
};
