/**
 * Whether the plan on screen is the workflow that is saved: the one comparison the workflow machine
 * (the "cambios sin guardar" badge) and the server (which version 'Ejecutar' runs) both use.
 */

/** What of a step decides what runs. Names, ids and step numbers are labels and do not count. */
type StepLike = {
  node_id?: unknown;
  action_id?: unknown;
  params?: unknown;
  parameters?: unknown;
};

/** JSON with object keys sorted and undefined members dropped, so equal values give equal text. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** One text per plan: the steps in order, each with node_id, action_id and params (`parameters` folded in). */
export function planFingerprint(steps: readonly StepLike[]): string {
  return canonical(steps.map((s) => [s.node_id ?? null, s.action_id ?? null, s.params ?? s.parameters ?? {}]));
}

/**
 * True when both plans run the same steps: same order, and per step the same node_id, action_id and
 * params (deep, key order ignored). A missing plan equals only another missing plan.
 */
export function samePlan(a: readonly StepLike[] | null | undefined, b: readonly StepLike[] | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.length === b.length && planFingerprint(a) === planFingerprint(b);
}
