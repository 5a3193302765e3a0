import { Cron } from 'croner';
import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { text } from './params';

export const DEFAULT_TIMEZONE = 'America/Mexico_City';

/** Returns a Spanish message when the cron expression or the timezone is not usable, else null. */
export function checkCron(expression: string, timezone?: string): string | null {
  try {
    new Cron(expression, { paused: true });
  } catch {
    return `Expresión cron inválida: "${expression}" (formato: minuto hora día mes día-de-la-semana)`;
  }
  if (timezone) {
    try {
      new Intl.DateTimeFormat('es-MX', { timeZone: timezone });
    } catch {
      return `Zona horaria inválida: "${timezone}"`;
    }
  }
  return null;
}

export const scheduleNode: NodeDefinition = {
  node_id: 'schedule',
  name: 'Programación',
  service: 'schedule',
  category: 'trigger',
  auth: { mechanism: 'none' },
  triggers: [
    defineAction({
      action_id: 'cron',
      name: 'Según horario (cron)',
      description: 'Inicia el workflow según una expresión cron, por ejemplo "0 9 * * 1" (lunes a las 9:00).',
      kind: 'trigger',
      params: z
        .object({
          cron_expression: text('Expresión cron'),
          timezone: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional()).describe('Zona horaria'),
        })
        .superRefine((p, ctx) => {
          const msg = checkCron(p.cron_expression, p.timezone);
          if (msg) ctx.addIssue({ code: 'custom', message: msg, path: ['cron_expression'] });
        }),
      execute: async (ctx, p) => {
        const t = (ctx.trigger && typeof ctx.trigger === 'object' ? ctx.trigger : {}) as Record<string, unknown>;
        return {
          scheduled_at: t.scheduled_at ?? new Date().toISOString(),
          cron_expression: p.cron_expression,
          timezone: p.timezone ?? ctx.config.timezone ?? DEFAULT_TIMEZONE,
        };
      },
    }),
  ],
  actions: [],
};
