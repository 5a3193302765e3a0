import { z } from 'zod';
import { cronProblem, DEFAULT_TIMEZONE, timezoneProblem } from '../../contracts/cron';
import { defineAction, type NodeDefinition } from './types';
import { text } from './params';

export { DEFAULT_TIMEZONE };

/** A Spanish message when the cron expression or the timezone cannot be scheduled, else null (contracts/cron.ts). */
export function checkCron(expression: string, timezone?: string): string | null {
  return cronProblem(expression, timezone);
}

/** croner's own parser decides; `format: 'cron'` tells the step editor to preview it. */
const cronExpression = text('Expresión cron')
  .superRefine((v, ctx) => {
    const problem = cronProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ format: 'cron' });

const timezone = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: 'El campo "Zona horaria" debe ser texto' }).trim().optional())
  .superRefine((v, ctx) => {
    const problem = v ? timezoneProblem(v) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('Zona horaria')
  .meta({ format: 'timezone' });

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
      params: z.object({ cron_expression: cronExpression, timezone }),
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
