/** Which paths a machine's screen test runs: few paths that together take every transition. */
import { getNextSnapshot, initialTransition, type AnyStateMachine, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { getAdjacencyMap, type TestModel } from 'xstate/graph';
import { definedTransitions } from '../machines/coverage';

type Snapshot = any;
type Step = { event: EventObject; state: Snapshot };
export type StatePath = { state: Snapshot; steps: Step[]; weight: number };

const describeEvent = (e: EventObject) => e.type.replace(/^xstate\.(done|error)\.actor\./, (_, k) => (k === 'done' ? 'ok:' : 'fail:')).replace(/^xstate\.after\.([^.]+).*/, 'after:$1');
export function describePath(path: StatePath): string {
  return `→ ${JSON.stringify(path.state.value)} via ${path.steps.slice(1).map((s) => describeEvent(s.event)).join(' › ') || 'start'}`;
}

/**
 * Few paths that together take every edge of the model's graph: the shortest path to each vertex
 * (TestModel.getShortestPaths) extended by each of its edges, longest first, keeping a path only
 * when it takes a transition or reaches a state node no kept path did.
 */
export function edgeCover(model: TestModel<any, any, any>, machine: AnyStateMachine, key: (s: Snapshot) => string, options: object, excluded: Set<string>): StatePath[] {
  const labels = definedTransitions(machine);
  // a path through a transition left out (no control on the screen) cannot be run
  const runnable = (p: StatePath) =>
    p.steps.every((step, i) => i === 0 || machine.getTransitionData(p.steps[i - 1].state, step.event).every((t: AnyTransitionDefinition) => !excluded.has(labels.get(t) ?? '')));
  const shortest = model.getShortestPaths({ ...options, allowDuplicatePaths: true } as any) as unknown as StatePath[];
  const pathTo = new Map(shortest.map((p) => [key(p.state), p]));
  // what a path covers: the transitions it takes and the state nodes it reaches
  const unitsOf = (p: StatePath) => {
    const units = new Set<string>();
    p.steps.forEach((step, i) => {
      for (const n of step.state._nodes) units.add(n.id);
      if (i === 0) return;
      const before = p.steps[i - 1].state;
      for (const t of machine.getTransitionData(before, step.event)) units.add(labels.get(t) ?? String(t.eventType));
      // moves between sibling states, eventless ones included (`always` is no event of the path)
      for (const from of before._nodes) {
        if (step.state._nodes.includes(from)) continue;
        for (const to of step.state._nodes) if (to.parent === from.parent && to !== from) units.add(`${from.id}>${to.id}`);
      }
    });
    return [...units];
  };
  const candidates: StatePath[] = [...shortest];
  const adjacency = getAdjacencyMap(machine, options as any) as Record<string, { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }>;
  for (const [k, vertex] of Object.entries(adjacency)) {
    const prefix = pathTo.get(k);
    if (!prefix) continue;
    for (const edge of Object.values(vertex.transitions))
      candidates.push({ state: edge.state, steps: [...prefix.steps, { event: edge.event, state: edge.state }], weight: prefix.weight + 1 });
  }
  candidates.sort((a, b) => b.steps.length - a.steps.length);
  // A vertex's stored snapshot may carry another history's context (the key leaves most context
  // out): replay each path's events from the start so every step holds its own history's snapshot.
  const replay = (p: StatePath): StatePath => {
    let state = initialTransition(machine, (options as { input?: unknown }).input)[0];
    const steps = p.steps.map((step, i) => {
      if (i > 0) state = getNextSnapshot(machine, state, step.event);
      return { event: step.event, state };
    });
    return { ...p, state, steps };
  };
  const covered = new Set<string>();
  const kept: StatePath[] = [];
  for (const p of candidates) {
    if (!runnable(p)) continue;
    const units = unitsOf(p);
    if (units.every((u) => covered.has(u))) continue;
    units.forEach((u) => covered.add(u));
    kept.push(p);
  }
  return kept.map(replay);
}

