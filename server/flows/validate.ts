import { z } from 'zod';
import { checkWorkflowSpec, type PlanStep } from '../../contracts/plan';
import { badRequest } from '../http/errors';
import { findAction, findNode } from '../nodes';

/**
 * Spec §5 workflow spec check plus the catalogue checks: every node and action exists, the first
 * step is a trigger and no later step is. Returns the Spanish message, or null when valid.
 */
export function checkSpecAgainstCatalogue(spec: unknown): string | null {
  const basic = checkWorkflowSpec(spec);
  if (basic) return basic;
  const steps = (spec as { steps: Record<string, unknown>[] }).steps;
  const seen = new Set<number>();
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    const n = typeof s.step === 'number' ? s.step : i + 1;
    if (!Number.isInteger(n) || n < 1) return `Paso ${i + 1}: número de paso inválido`;
    if (seen.has(n)) return `Paso ${n}: número de paso repetido`;
    seen.add(n);
    const nodeId = s.node_id as string;
    const actionId = s.action_id as string;
    const node = findNode(nodeId);
    if (!node) return `Paso ${n}: el nodo ${nodeId} no existe`;
    const action = findAction(nodeId, actionId);
    if (!action) return `Paso ${n}: la acción ${actionId} no existe en el nodo ${nodeId}`;
    const params = s.params ?? s.parameters;
    if (params !== undefined && params !== null && (typeof params !== 'object' || Array.isArray(params))) {
      return `Paso ${n}: los parámetros deben ser un objeto`;
    }
    if (i === 0 && action.kind !== 'trigger') return `Paso ${n}: el primer paso debe ser un disparador (trigger)`;
    if (i > 0 && action.kind === 'trigger') return `Paso ${n}: un disparador (trigger) solo puede ser el primer paso`;
    if (i === 0 && s.on_error === true) return `Paso ${n}: el disparador no puede ser parte de la ruta de error`;
  }
  return null;
}

/** The steps as stored: numbered, `parameters` folded into `params`, names taken from the catalogue. */
export function normalizeSteps(steps: Record<string, unknown>[]): PlanStep[] {
  return steps.map((s, i) => {
    const nodeId = s.node_id as string;
    const actionId = s.action_id as string;
    const step: PlanStep = {
      step: typeof s.step === 'number' ? s.step : i + 1,
      node_id: nodeId,
      action_id: actionId,
      node_name: findNode(nodeId)?.name ?? (s.node_name as string | undefined),
      action_name: findAction(nodeId, actionId)?.name ?? (s.action_name as string | undefined),
      params: ((s.params ?? s.parameters ?? {}) as Record<string, unknown>),
    };
    if (typeof s.id === 'string') step.id = s.id;
    if (s.continue_on_error === true) step.continue_on_error = true;
    if (s.on_error === true) step.on_error = true;
    return step;
  });
}

// ---- parameters ------------------------------------------------------------------------------

/** A parameter a node's own schema refuses: which step, which field, and why (Spanish). */
export type ParamProblem = { step: number; nodeName: string; field: string | null; message: string };

/** `{{trigger.…}}` or `{{steps.N.…}}`: data bound at run time, checked then with the real value. */
const BINDING = /\{\{\s*(?:trigger|steps|error)\b[^{}]*\}\}/;
const isBound = (v: unknown) => (typeof v === 'string' ? BINDING.test(v) : v !== null && typeof v === 'object' && BINDING.test(JSON.stringify(v)));

/** zod's own Spanish messages for checks our builders (server/nodes/params.ts) do not word themselves. */
const SPANISH = z.locales.es().localeError;

/** A generic message ("Cadena inválida…") gets the field's Spanish label; our own messages already name it. */
function withLabel(schema: z.ZodType, field: string | null, message: string): string {
  if (!field) return message;
  const label = (schema as { shape?: Record<string, z.ZodType> }).shape?.[field]?.description ?? field;
  return message.includes(`"${label}"`) || /^(La expresión cron|Zona horaria)/.test(message) ? message : `El campo "${label}": ${lowerFirst(message)}`;
}

/** "El campo…" → "el campo…" after "Paso N (Nodo): "; names such as "URL" keep their capitals. */
const lowerFirst = (s: string) => (/^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/**
 * Every step's params through its action's zod schema (the same one the engine runs). Data binding
 * is allowed in actions, not in the trigger (nothing exists before it): an action's field whose
 * value holds a `{{trigger…}}`/`{{steps…}}` reference is left for the run to check. Null when all pass.
 */
export function checkStepParams(steps: readonly PlanStep[]): ParamProblem | null {
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    const node = findNode(s.node_id);
    const action = findAction(s.node_id, s.action_id);
    if (!node || !action) continue;
    const params = (s.params ?? (s as { parameters?: Record<string, unknown> }).parameters ?? {}) as Record<string, unknown>;
    const parsed = action.params.safeParse(params, { error: SPANISH });
    if (parsed.success) continue;
    const issue = parsed.error.issues.find((iss) => {
      const field = typeof iss.path[0] === 'string' ? iss.path[0] : null;
      return !(i > 0 && field && isBound(params[field]));
    });
    if (!issue) continue;
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : null;
    return { step: s.step ?? i + 1, nodeName: node.name, field, message: withLabel(action.params, field, issue.message) };
  }
  return null;
}

/** 'Paso 1 (Programación): la expresión cron "61 25 * * 9" no es válida: …' */
export function paramProblemText(p: ParamProblem): string {
  return `Paso ${p.step} (${p.nodeName}): ${lowerFirst(p.message)}`;
}

/** Throws 400 `{detail}` naming the step and field when a param is refused; call before writing. */
export function assertValidParams(steps: readonly PlanStep[]): void {
  const problem = checkStepParams(steps);
  if (problem) throw badRequest(paramProblemText(problem));
}
