/**
 * Path coverage from a machine's graph (xstate/graph):
 * 1. The machine is provided with controllable fake actors (fromPromise resolving/rejecting on demand).
 * 2. `getAdjacencyMap` explores the graph with the test's events plus, derived from each snapshot,
 *    the done/error event of every running child and the `after` event of every active delay.
 * 3. For every edge (state × event) a path = shortest path to the state + that event is replayed on a
 *    live actor: the fakes resolve/reject, fake timers advance by the delay, ordinary events are sent.
 *    After every step the live snapshot must equal the graph's.
 * 4. The taken transitions are collected from the live actor's `@xstate.microstep` inspection events
 *    and compared with every transition the machine defines (computed from the definition).
 */
import { createActor, fromPromise, type AnyStateMachine, type AnyTransitionDefinition, type EventObject, type AnyStateNode } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { expect, vi } from 'vitest';

export type CoverageOptions = {
  machine: AnyStateMachine;
  /** Names of the fromPromise actors to replace with controllable fakes (invoke id must equal src name). */
  promiseActors: string[];
  /** Extra implementations (actions are replaced by spies automatically). */
  provide?: Parameters<AnyStateMachine['provide']>[0];
  inputs: unknown[];
  /** Ordinary events to try in a snapshot. */
  events: (snapshot: any) => EventObject[];
  /** Outputs each fake may resolve with, and errors it may reject with. */
  outputs: Record<string, (snapshot: any) => unknown[]>;
  errors?: Record<string, (snapshot: any) => unknown[]>;
  /** Control-relevant part of a snapshot (keeps the state space finite). */
  serializeState: (snapshot: any) => string;
  limit?: number;
};

export type CoverageReport = {
  expectedStates: string[];
  reachedStates: Set<string>;
  expectedTransitions: Map<AnyTransitionDefinition, string>;
  takenTransitions: Set<AnyTransitionDefinition>;
  edges: number;
  replays: number;
};

export function describeTransition(t: AnyTransitionDefinition, index: number): string {
  const targets = t.target?.map((n: AnyStateNode) => n.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType || '(always)'}[${index}]--> ${targets}`;
}

/** Every transition the machine defines: `on`, `after`, invoke `onDone`/`onError`, `always`. */
export function definedTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const all = new Map<AnyTransitionDefinition, string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) list.forEach((t: AnyTransitionDefinition, i: number) => all.set(t, describeTransition(t, i)));
    (node.always ?? []).forEach((t: AnyTransitionDefinition, i: number) => all.set(t, describeTransition(t, i)));
  }
  return all;
}

function stateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((n) => n.id);
}

type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

function delayMs(machine: AnyStateMachine, name: string, snapshot: any): number {
  if (/^\d+$/.test(name)) return Number(name);
  const d = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof d === 'number') return d;
  if (typeof d === 'function') return (d as (a: unknown) => number)({ context: snapshot.context, event: { type: '' } });
  throw new Error(`unknown delay ${name}`);
}

function activeDelays(machine: AnyStateMachine, snapshot: any): { type: string; ms: number }[] {
  const out: { type: string; ms: number }[] = [];
  for (const node of snapshot._nodes as AnyStateNode[])
    for (const type of node.transitions.keys())
      if (type.startsWith('xstate.after.')) out.push({ type, ms: delayMs(machine, type.slice('xstate.after.'.length).split('.')[0], snapshot) });
  return out;
}

export async function flush(times = 8) {
  for (let i = 0; i < times; i++) await Promise.resolve();
}

export async function runCoverage(opts: CoverageOptions): Promise<CoverageReport> {
  let pending = new Map<string, Pending>();
  const fakes = Object.fromEntries(
    opts.promiseActors.map((name) => [
      name,
      fromPromise<unknown, unknown>(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  );
  const actions = Object.fromEntries(Object.keys(opts.machine.implementations.actions).map((a) => [a, vi.fn()]));
  const machine = opts.machine.provide({ ...(opts.provide ?? {}), actions: { ...actions, ...(opts.provide?.actions ?? {}) }, actors: { ...fakes, ...(opts.provide?.actors ?? {}) } });

  const allEvents = (snapshot: any): EventObject[] => {
    const list: EventObject[] = [...opts.events(snapshot)];
    for (const id of Object.keys(snapshot.children ?? {})) {
      for (const output of opts.outputs[id]?.(snapshot) ?? []) list.push({ type: `xstate.done.actor.${id}`, output } as EventObject);
      for (const error of opts.errors?.[id]?.(snapshot) ?? [new Error('fallo')]) list.push({ type: `xstate.error.actor.${id}`, error } as EventObject);
    }
    for (const node of snapshot._nodes as AnyStateNode[]) {
      for (const type of node.transitions.keys()) if (type.startsWith('xstate.after.')) list.push({ type });
    }
    return list;
  };

  const report: CoverageReport = {
    expectedStates: stateIds(machine),
    reachedStates: new Set(),
    expectedTransitions: definedTransitions(machine),
    takenTransitions: new Set(),
    edges: 0,
    replays: 0,
  };

  const startTime = Date.now();
  const replayed = new Set<string>();
  for (const input of opts.inputs) {
    const traversal = {
      input,
      events: allEvents,
      serializeState: (s: any) => opts.serializeState(s),
      limit: opts.limit ?? 5000,
    };
    const adjacency = getAdjacencyMap(machine, traversal as any);
    const shortest = getShortestPaths(machine, traversal as any);
    const pathTo = new Map<string, any[]>();
    for (const p of shortest) pathTo.set(opts.serializeState(p.state), p.steps);

    for (const [key, vertex] of Object.entries(adjacency)) {
      for (const n of (vertex.state as any)._nodes as AnyStateNode[]) report.reachedStates.add(n.id);
      const prefix = pathTo.get(key);
      if (!prefix) throw new Error(`no path to ${key}`);
      for (const edge of Object.values(vertex.transitions) as { event: EventObject; state: any }[]) {
        report.edges++;
        // Edges that differ only in context the machine does not branch on take the same
        // transitions: replay one of them (same source/target configuration, same event, same
        // transition definitions selected).
        const selected = (machine.getTransitionData(vertex.state as any, edge.event as any) as AnyTransitionDefinition[])
          .map((t) => report.expectedTransitions.get(t) ?? '?');
        const key = JSON.stringify([input, (vertex.state as any).value, edge.state.value, JSON.stringify(edge.event), selected]);
        if (replayed.has(key)) continue;
        replayed.add(key);
        report.replays++;
        const steps = [...prefix, { event: edge.event, state: edge.state }];
        await replay(machine, input, steps, () => pending, (p) => (pending = p), report, startTime);
      }
    }
  }
  // Transient states (left at once by an `always`) never settle in a snapshot: a taken transition
  // out of them proves the live actor passed through.
  for (const t of report.takenTransitions) report.reachedStates.add(t.source.id);
  return report;
}

async function replay(
  machine: AnyStateMachine,
  input: unknown,
  steps: { event: EventObject; state: any }[],
  getPending: () => Map<string, Pending>,
  setPending: (p: Map<string, Pending>) => void,
  report: CoverageReport,
  startTime: number,
) {
  setPending(new Map());
  vi.clearAllTimers();
  vi.setSystemTime(startTime);
  const actor = createActor(machine, {
    input: input as any,
    inspect: (ev: any) => {
      if (ev.type === '@xstate.microstep') for (const t of ev._transitions) report.takenTransitions.add(t);
    },
  });
  actor.start();
  await flush();
  for (const step of steps) {
    if (step.event.type === 'xstate.init') continue;
    const before = actor.getSnapshot();
    const t = step.event.type;
    if (t.startsWith('xstate.done.actor.') || t.startsWith('xstate.error.actor.')) {
      const id = t.replace(/^xstate\.(done|error)\.actor\./, '');
      const p = getPending().get(id);
      if (!p) throw new Error(`fake actor ${id} is not running (step ${t})`);
      getPending().delete(id);
      if (t.startsWith('xstate.done')) p.resolve((step.event as any).output);
      else p.reject((step.event as any).error);
      await flush();
    } else if (t.startsWith('xstate.after.')) {
      // Advance the fake clock when this delay is the shortest one pending (the real timer fires);
      // otherwise deliver the delayed event directly, as the graph does (regions' timers are independent).
      const name = t.slice('xstate.after.'.length).split('.')[0];
      const ms = delayMs(machine, name, before);
      const others = activeDelays(machine, before).filter((d) => d.type !== t).map((d) => d.ms);
      if (others.every((o) => o > ms)) vi.advanceTimersByTime(ms);
      else actor.send(step.event);
      await flush();
    } else {
      actor.send(step.event);
      await flush();
    }
    expect(actor.getSnapshot().value, `after ${t}`).toEqual(step.state.value);
  }
  actor.stop();
}

/** Asserts full coverage with readable failure lists. */
export function expectFullCoverage(report: CoverageReport) {
  const missingStates = report.expectedStates.filter((s) => !report.reachedStates.has(s));
  expect(missingStates, 'state nodes never reached').toEqual([]);
  const missing = [...report.expectedTransitions.entries()].filter(([t]) => !report.takenTransitions.has(t)).map(([, label]) => label);
  expect(missing, 'transitions never taken').toEqual([]);
}

/** A loosely typed fromPromise for scenario tests (any input, any output). */
export const fake = (fn: (...args: any[]) => any) => fromPromise<any, any>(fn as any);

/**
 * Full coverage over several runs of the same machine (each with its own events, to keep each
 * state space small): states and transitions count when any run reached or took them.
 */
export function expectFullCoverageOf(reports: CoverageReport[]) {
  const reached = new Set(reports.flatMap((r) => [...r.reachedStates]));
  const taken = new Set(reports.flatMap((r) => [...r.takenTransitions].map((t) => r.expectedTransitions.get(t))));
  const [first] = reports;
  expect(first.expectedStates.filter((s) => !reached.has(s)), 'state nodes never reached').toEqual([]);
  expect([...first.expectedTransitions.values()].filter((label) => !taken.has(label)), 'transitions never taken').toEqual([]);
}
