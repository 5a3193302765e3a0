import type { PlanStep } from '../../contracts/plan';
import type { SimulatedStep, SimulationResult } from '../../contracts/simulation';
import type { Db } from '../db';
import { missingServiceRequirements } from '../discovery/services';
import { maskSecrets } from '../engine/mask';
import { resolveParams, type TemplateScope } from '../engine/templating';
import { findAction, findNode } from '../nodes';
import { sampleTriggerOutput } from './sample-triggers';

/** `{{steps.3.output.x}}` cannot be known without running step 3: it is shown as a marker instead. */
const STEP_OUTPUT = /\{\{\s*steps\.(\d+)\.output((?:\.[^{}\s]+|\[[^{}\]]+\])*)\s*\}\}/g;

function markStepOutputs<T>(value: T): T {
  if (typeof value === 'string') return value.replace(STEP_OUTPUT, (_m, n: string, path: string) => `‹resultado del paso ${n}${path}›`) as T;
  if (Array.isArray(value)) return value.map(markStepOutputs) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, markStepOutputs(v)])) as T;
  return value;
}

/**
 * A dry run ('Simular'): every step's parameters are resolved against a sample trigger and checked
 * with the catalogue's schemas, and missing connections are reported. Nothing is sent anywhere.
 */
export async function simulatePlan(db: Db, userId: string, plan: PlanStep[], opts: { chatId?: string | null; timezone: string; now?: Date }): Promise<SimulationResult> {
  const missing = new Map((await missingServiceRequirements(db, userId, plan, opts.chatId)).map((r) => [r.service_id, r.service_name]));
  const first = plan[0];
  const sample = first ? sampleTriggerOutput(first.node_id, opts.now ?? new Date(), opts.timezone) : {};
  const scope: TemplateScope = { trigger: sample, steps: {} };
  const steps: SimulatedStep[] = plan.map((s, i) => {
    const node = findNode(s.node_id);
    const action = findAction(s.node_id, s.action_id);
    const base = { step: s.step, node_id: s.node_id, action_id: s.action_id, node_name: node?.name ?? s.node_name ?? s.node_id, action_name: action?.name ?? s.action_name ?? s.action_id };
    if (!node || !action) return { ...base, status: 'problem', input: null, problems: [`El nodo ${s.node_id} no tiene la acción ${s.action_id}`] };
    const input = i === 0 ? (s.params ?? s.parameters ?? {}) : resolveParams(markStepOutputs(s.params ?? s.parameters ?? {}), scope);
    const problems: string[] = [];
    const parsed = action.params.safeParse(input);
    if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => issue.message));
    if (missing.has(node.service)) problems.push(`Falta conectar tu cuenta de ${missing.get(node.service)}`);
    return { ...base, status: problems.length ? 'problem' : 'ok', input: maskSecrets(input), problems };
  });
  const problems = steps.filter((s) => s.status === 'problem').length;
  return {
    ok: problems === 0,
    sample_trigger: sample,
    steps,
    summary: problems === 0 ? 'Todo listo: cada paso tiene lo que necesita. No se envió nada, fue una simulación.' : `Hay ${problems === 1 ? '1 paso' : `${problems} pasos`} por revisar antes de ejecutar. No se envió nada, fue una simulación.`,
  };
}
