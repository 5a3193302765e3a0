/**
 * Runs evaluation cases through the built-in planner and scores them:
 * exact plan (status, trigger, ordered actions, key params and groups all right),
 * trigger accuracy, parameter accuracy (per expected parameter) and per-call latency.
 */
import { isDeepStrictEqual } from 'node:util';
import { planRequest, type PlannerResult } from '../../server/planner';
import type { PlanStep } from '../../contracts/plan';
import { OWNER_EMAIL, type EvalCase, type ParamExpect, type Turn } from './types';

/** Why a case missed, by kind (issue 17's categories). */
export type MissKind = 'values' | 'bindings' | 'triggers' | 'spurious steps' | 'missing steps' | 'conditions' | 'questions' | 'follow-ups';

export type CaseResult = {
  id: string;
  exact: boolean;
  /** Trigger and ordered actions right (values aside). */
  stepsRight: boolean;
  /** The reply asked (a smart form or a clarification) instead of presenting a plan as ready. */
  asked: boolean;
  /** Presented as ready ('plan_ready') but not exact: the owner would trust a wrong plan. */
  confidentlyWrong: boolean;
  followUp: boolean;
  misses: MissKind[];
  /** null when the case expects no trigger (clarification, conversation). */
  trigger: boolean | null;
  paramHits: number;
  paramTotal: number;
  problems: string[];
  /** Milliseconds of each planRequest call in the case. */
  latencies: number[];
};

const label = (s: PlanStep) => `${s.node_id}/${s.action_id}`;

/** The text a `contains` expectation looks in: a string as it is, a list or an object as its JSON. */
function searchable(value: unknown): string {
  if (typeof value === 'string') return value;
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : '';
}

/**
 * A mail the owner asked for without naming the service ("mándame un correo"): Gmail and SMTP mail
 * are equally right (the eval set's own cases use SMTP mail; blind writers may pick Gmail).
 */
const MAIL_ACTIONS = ['gmail/send_email', 'email/send_email'];
function sameActions(got: string[], expected: string[], serviceNamed: boolean): boolean {
  if (got.length !== expected.length) return false;
  return got.every((a, i) => a === expected[i] || (!serviceNamed && MAIL_ACTIONS.includes(a) && MAIL_ACTIONS.includes(expected[i])));
}
const namesMailService = (c: EvalCase) =>
  c.turns.some((t) => /(?<!@)\bgmail\b|smtp/i.test(typeof t === 'string' ? t : (t.message ?? '')));

function matches(actual: unknown, expected: ParamExpect): boolean {
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if ('contains' in expected) return searchable(actual).includes((expected as { contains: string }).contains);
    if ('containsAll' in expected) {
      const text = searchable(actual).toLowerCase();
      return !!text && (expected as { containsAll: string[] }).containsAll.every((part) => text.includes(part.toLowerCase()));
    }
    if ('anyOf' in expected) return (expected as { anyOf: unknown[] }).anyOf.some((v) => isDeepStrictEqual(actual, v));
  }
  return isDeepStrictEqual(actual, expected);
}

/**
 * A SQL statement with its `$n` placeholders read as the values the step passes: the planner never puts
 * values inside the SQL text (they travel as `params`), so "WHERE estatus = $1" with `["pendiente"]`
 * says "pendiente" as much as a literal would.
 */
function withSqlParams(query: unknown, values: unknown): unknown {
  if (typeof query !== 'string' || !Array.isArray(values)) return query;
  return query.replace(/\$(\d+)/g, (m, n) => (Number(n) >= 1 && Number(n) <= values.length ? String(values[Number(n) - 1]) : m));
}

/** The "<step>.<param>" fields a smart form asks for. */
function askedFields(r: PlannerResult): string[] {
  const form = r.smart_form as { sections?: { fields?: { id?: string }[] }[] } | null | undefined;
  return (form?.sections ?? []).flatMap((s) => s.fields ?? []).map((f) => String(f.id ?? '')).filter(Boolean).sort();
}

/**
 * Plays the turns like the chat does and returns the last reply: the latest plan is fed back, and
 * so is the plan before it (the chat's history, for "deshaz eso"). `start` is a plan the chat
 * already holds before the first turn.
 */
export function play(turns: Turn[], latencies: number[] = [], start: PlanStep[] | null = null): PlannerResult {
  let current: PlanStep[] | null = start;
  const history: PlanStep[][] = start ? [start] : [];
  let last: PlannerResult | null = null;
  for (const turn of turns) {
    const t = typeof turn === 'string' ? { message: turn } : turn;
    const t0 = performance.now();
    last = planRequest({
      message: t.message ?? '',
      currentPlan: current,
      previousPlan: previousPlan(history, current),
      formInputs: t.form ?? null,
      selectedServices: t.selected ?? [],
      timezone: 'America/Mexico_City',
      userEmail: OWNER_EMAIL,
    });
    latencies.push(performance.now() - t0);
    if (last.execution_plan) {
      current = last.execution_plan;
      history.push(current);
    }
  }
  return last!;
}

/** The latest plan of the history that differs from the current one (what the chat server passes too). */
function previousPlan(history: PlanStep[][], current: PlanStep[] | null): PlanStep[] | null {
  const now = JSON.stringify(current);
  for (let i = history.length - 1; i >= 0; i--) if (JSON.stringify(history[i]) !== now) return history[i];
  return null;
}

/**
 * Scores one case. With `seed`, the first turn is not played: the chat starts from that plan (the
 * right first plan), so only the follow-ups are measured.
 */
export function scoreCase(c: EvalCase, seed?: PlanStep[]): CaseResult {
  const latencies: number[] = [];
  const r = seed ? play(c.turns.slice(1), latencies, seed) : play(c.turns, latencies);
  const e = c.expect;
  const problems: string[] = [];
  const plan = r.execution_plan ?? [];
  if (r.status !== e.status) problems.push(`status ${r.status} ≠ ${e.status}`);
  const misses = new Set<MissKind>();
  if (r.status !== e.status) misses.add('questions');
  let trigger: boolean | null = null;
  if (e.trigger) {
    trigger = plan[0] ? label(plan[0]) === e.trigger : false;
    if (!trigger) {
      problems.push(`trigger ${plan[0] ? label(plan[0]) : '—'} ≠ ${e.trigger}`);
      misses.add('triggers');
    }
  }
  let actionsRight = true;
  if (e.actions) {
    const got = plan.slice(1).map(label);
    actionsRight = sameActions(got, e.actions, namesMailService(c));
    if (!actionsRight) {
      problems.push(`actions [${got.join(', ')}] ≠ [${e.actions.join(', ')}]`);
      const isCondition = (a: string) => a.startsWith('filter/');
      if (e.actions.some(isCondition) && !got.some(isCondition)) misses.add('conditions');
      const extra = got.filter((a) => !e.actions!.includes(a)).length + Math.max(0, got.length - e.actions.length);
      if (extra > 0) misses.add('spurious steps');
      if (e.actions.some((a) => !got.includes(a) && !isCondition(a))) misses.add('missing steps');
    }
  }
  if (!e.trigger && !e.actions && r.execution_plan && e.status !== 'plan_ready' && e.status !== 'smart_forms_required') {
    problems.push('unexpected plan');
  }
  let paramHits = 0;
  const entries = Object.entries(e.params ?? {});
  for (const [key, expected] of entries) {
    const [n, name] = [Number(key.split('.')[0]), key.slice(key.indexOf('.') + 1)];
    const step = plan.find((s) => s.step === n);
    const params = step?.params ?? step?.parameters ?? {};
    const actual = params[name];
    if (matches(actual, expected) || (name === 'query' && matches(withSqlParams(actual, params.params), expected))) paramHits++;
    else {
      problems.push(`${key} = ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      const bound = JSON.stringify(expected).includes('{{');
      const stepNode = c.expect.actions?.[n - 2] ?? '';
      misses.add(bound ? 'bindings' : stepNode.startsWith('filter/') ? 'conditions' : 'values');
    }
  }
  if (e.asks) {
    const got = askedFields(r);
    if (!isDeepStrictEqual(got, [...e.asks].sort())) {
      problems.push(`asks [${got.join(', ')}] ≠ [${[...e.asks].sort().join(', ')}]`);
      misses.add('questions');
    }
  }
  if (e.groups) {
    const got = (r.service_groups ?? []).map((g) => g.category);
    if (!isDeepStrictEqual(got, e.groups)) problems.push(`groups [${got.join(', ')}] ≠ [${e.groups.join(', ')}]`);
  }
  // A reply says a text back whatever its case: «Quité el paso de Correo (SMTP)» says «correo».
  for (const text of e.reply ?? []) if (!r.reply.toLowerCase().includes(text.toLowerCase())) problems.push(`reply lacks ${JSON.stringify(text)}`);
  const exact = problems.length === 0;
  const followUp = c.turns.length > 1;
  if (!exact && followUp) misses.add('follow-ups');
  if (!exact && !misses.size) misses.add(followUp ? 'follow-ups' : 'values');
  return {
    id: c.id,
    exact,
    stepsRight: trigger !== false && actionsRight,
    asked: r.status === 'smart_forms_required' || r.status === 'clarification_needed',
    confidentlyWrong: !exact && r.status === 'plan_ready',
    followUp,
    misses: [...misses],
    trigger,
    paramHits,
    paramTotal: entries.length,
    problems,
    latencies,
  };
}

export type Summary = {
  cases: number;
  exact: number;
  stepsRight: number;
  asked: number;
  confidentlyWrong: number;
  /** Multi-turn cases, and the share of them exactly right. */
  followUps: number;
  followUpsExact: number;
  missesByKind: Partial<Record<MissKind, number>>;
  triggerAccuracy: number;
  paramAccuracy: number;
  p50: number;
  p95: number;
  failures: CaseResult[];
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(results: CaseResult[]): Summary {
  const withTrigger = results.filter((r) => r.trigger !== null);
  const paramTotal = results.reduce((a, r) => a + r.paramTotal, 0);
  const lat = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const followUps = results.filter((r) => r.followUp);
  const missesByKind: Partial<Record<MissKind, number>> = {};
  for (const r of results) for (const k of r.misses) missesByKind[k] = (missesByKind[k] ?? 0) + 1;
  return {
    cases: results.length,
    exact: results.filter((r) => r.exact).length / results.length,
    stepsRight: results.filter((r) => r.stepsRight).length / results.length,
    asked: results.filter((r) => r.asked).length,
    confidentlyWrong: results.filter((r) => r.confidentlyWrong).length / results.length,
    followUps: followUps.length,
    followUpsExact: followUps.filter((r) => r.exact).length / (followUps.length || 1),
    missesByKind,
    triggerAccuracy: withTrigger.filter((r) => r.trigger).length / (withTrigger.length || 1),
    paramAccuracy: results.reduce((a, r) => a + r.paramHits, 0) / (paramTotal || 1),
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    failures: results.filter((r) => !r.exact),
  };
}

export function evaluate(cases: EvalCase[]): Summary {
  return summarize(cases.map((c) => scoreCase(c)));
}
