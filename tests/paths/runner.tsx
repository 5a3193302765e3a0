/**
 * The one runner of the model-based screen tests. A `ScreenPaths` table (tests/paths/*.paths.tsx)
 * maps a machine's events to what a person does (or what the network answers) and its states to
 * what a person sees. The runner:
 * 1. builds the machine's `TestModel` (xstate/graph) and asks it for the shortest path to every (state, incoming
 *    transition) pair — one path per edge, prefixes dropped;
 * 2. runs each path against the real React view: `xstate.init` renders it, every other event runs
 *    the table's action (user-event clicks/typing, a fake-API answer, time passing), then waits until
 *    the live actor the view created is in the model's state, then runs the state's assertions;
 * 3. counts, from the live actor's own inspection events, the state nodes and transitions the screen
 *    went through, and prints a table per machine (`npm run test:paths`).
 */
import { act as rtlAct, cleanup, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyStateMachine, AnyTransitionDefinition, EventObject, InspectionEvent } from 'xstate';
import { TestModel, getStateNodes } from 'xstate/graph';
import { observeActors } from '../../src/app/inspect';
import { clearInFlight } from '../../src/api/client';
import { definedTransitions } from '../machines/coverage';
import { fakeApi } from './fakeApi';
import { describePath, edgeCover } from './pathCover';

// failures print the path; keep the DOM dump short
process.env.DEBUG_PRINT_LIMIT ??= '1500';


/**
 * user-event, with clicks that wait for the element to take pointer events: Radix turns the
 * body's pointer events off when a dialog opens and gives them back to the dialog one render
 * later, and a loaded machine can click in between (the click is retried, never forced).
 */
function patientUser(): UserEvent {
  const user = userEvent.setup({ delay: null });
  const click = user.click.bind(user);
  return { ...user, click: (element: Element) => waitFor(() => click(element)) };
}

export type PathContext = {
  user: UserEvent;
  api: typeof fakeApi;
  /** The live actor of the machine under test (the one the view created). */
  live: () => AnyActorRef;
  /** The input of the path's model (the view must start its actor from the same). */
  input: unknown;
  /** Delivers an event to the live actor: for what is not a person's action (a delay elapsing). */
  send: (event: EventObject) => void;
  /**
   * The event of the path's next step, if any: for a step whose outcome the screen decides in the
   * same moment as the next one (e.g. the browser refusing the window the click opens).
   */
  next?: EventObject;
  /** The events of all the path's steps after this one. */
  rest: EventObject[];
};

type Snapshot = any;
type Step = { event: EventObject; state: Snapshot };

export type ScreenPaths = {
  name: string;
  machine: AnyStateMachine;
  /**
   * One model per input (e.g. signed out / stored tokens); default: one without input.
   * `explore: false` runs only the path to the initial state (e.g. the transient start's branches).
   */
  inputs?: { input: unknown; explore?: boolean }[];
  /** Events with the payloads the screen produces, per snapshot (only these are explored). */
  events: (snapshot: Snapshot) => EventObject[];
  /** The part of context the screen branches on (keeps the model finite). Default: none. */
  contextKey?: (snapshot: Snapshot) => unknown;
  /** event type → what makes it happen on the screen. `xstate.init` renders the view. */
  actions: Record<string, (ctx: PathContext, event: any) => unknown>;
  /** state key (as for `snapshot.matches`) → what a person sees there. Every state needs one. */
  states: Record<string, (ctx: PathContext, snapshot: Snapshot) => unknown>;
  /** Transition labels (see the printed list) left out on purpose, with the reason. */
  excluded?: Record<string, string>;
  /** State node ids left out on purpose (not reachable from this screen), with the reason. */
  excludedStates?: Record<string, string>;
  /** Target share of transitions taken through the screen (default 0.9). */
  minTransitions?: number;
  /** Graph exploration bound (default 50 000 visits). */
  limit?: number;
  /** Called before each path (e.g. standing fake-API answers, local storage). */
  setup?: (ctx: PathContext) => void;
};

export type MachineCoverage = {
  name: string;
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; missing: string[]; excluded: number };
  paths: { ok: number; total: number };
};

export const coverageRows: MachineCoverage[] = [];

/** `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events for the model (`output` / `error` payloads). */
export const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const failed = (id: string, error: unknown = { status: 500, detail: 'fallo' }) => ({ type: `xstate.error.actor.${id}`, error }) as EventObject;
/** A delay elapsing: its `xstate.after.*` event is delivered to the live actor. */
export const elapse = (ctx: PathContext, event: EventObject) => rtlAct(() => ctx.send(event));

/**
 * The actions for an invoked actor that is one HTTP call: `done` answers `route` with the model's
 * output as the body (or `reply(output)`); `error` answers with the model error's `status` and
 * `detail`, or fails the call like a network error when the model error has no status.
 */
export function http(id: string, route: string, reply?: (output: any) => { status?: number; body?: unknown }): ScreenPaths['actions'] {
  return {
    [`xstate.done.actor.${id}`]: async (ctx, e) => void (await ctx.api.reply(route, reply ? reply(e.output) : { body: e.output })),
    [`xstate.error.actor.${id}`]: async (ctx, e) =>
      typeof e.error?.status === 'number'
        ? void (await ctx.api.reply(route, { status: e.error.status, body: e.error.body ?? { detail: e.error.detail } }))
        : ctx.api.fail(route, new TypeError(e.error?.message ?? 'Failed to fetch')),
  };
}

/** The `xstate.after.*` events of the snapshot's active states (time passing). */
export function delays(snapshot: Snapshot): EventObject[] {
  const out: EventObject[] = [];
  for (const node of snapshot._nodes) for (const type of node.transitions.keys()) if (type.startsWith('xstate.after.')) out.push({ type });
  return out;
}

function label(t: AnyTransitionDefinition, labels: Map<AnyStateMachine, Map<AnyTransitionDefinition, string>>, logic: AnyStateMachine) {
  let map = labels.get(logic);
  if (!map) labels.set(logic, (map = definedTransitions(logic)));
  return map.get(t);
}

export function runScreenPaths(table: ScreenPaths) {
  const machine = table.machine;
  const contextKey = table.contextKey ?? (() => null);
  const key = (s: Snapshot) => JSON.stringify([s.value, contextKey(s)]);
  // createTestModel's model, built directly: createTestModel itself refuses machines that invoke
  // actors or have delays ('Invocations on test machines are not supported'), i.e. all of ours.
  const modelOptions = {
    events: (s: Snapshot) => table.events(s) as any,
    stateMatcher: (s: Snapshot, stateKey: string) => (stateKey.startsWith('#') ? s._nodes.includes(machine.getStateNodeById(stateKey)) : s.matches(stateKey)),
    serializeState: (s: Snapshot) => key(s),
    // only events that take a transition there (an ignored event is no step of a path)
    // (a machine that reached its final state takes no more events)
    filterEvents: (s: Snapshot, e: EventObject) => s.status === 'active' && s.can(e),
    limit: table.limit ?? 50_000,
  };
  const model = new TestModel(machine, modelOptions as any);
  const paths = (table.inputs ?? [{ input: undefined }]).flatMap(({ input, explore = true }) =>
    edgeCover(model, machine, key, { ...modelOptions, input, ...(explore ? {} : { stopWhen: () => true }) }, new Set(Object.keys(table.excluded ?? {}))).map((path) => ({ path, input })),
  );

  const expectedStates = getStateNodes(machine.root)
    .map((n) => n.id)
    .filter((id) => !(id in (table.excludedStates ?? {})));
  const expectedTransitions = [...definedTransitions(machine).values()];
  const excluded = new Set(Object.keys(table.excluded ?? {}));
  const reached = new Set<string>();
  const taken = new Set<string>();
  const labels = new Map<AnyStateMachine, Map<AnyTransitionDefinition, string>>();
  let ok = 0;

  describe(`${table.name} through the screen`, () => {
    let ctx: PathContext;
    let liveRef: AnyActorRef | null = null;
    let pathTaken = new Set<string>();
    /** The live actor's state values since the last step began (a short-lived state may be gone by the time we look). */
    let seen: unknown[] = [];
    let stopObserving: () => void = () => {};

    beforeEach(() => {
      fakeApi.install();
      fakeApi.reset();
      clearInFlight();
      localStorage.clear();
      liveRef = null;
      pathTaken = new Set();
      stopObserving = observeActors((ev: InspectionEvent) => {
        const logic = (ev.actorRef as any).logic as AnyStateMachine;
        if (logic?.id !== machine.id || !logic.root) return;
        if (ev.type === '@xstate.actor') liveRef = ev.actorRef as AnyActorRef;
        if (ev.type === '@xstate.snapshot' && ev.actorRef === liveRef) seen.push((ev.snapshot as Snapshot).value);
        if (ev.type === '@xstate.microstep' && ev.actorRef === liveRef)
          for (const t of (ev as any)._transitions as AnyTransitionDefinition[]) {
            const l = label(t, labels, logic);
            if (l) pathTaken.add(l);
          }
      });
      ctx = {
        user: patientUser(),
        api: fakeApi,
        input: undefined,
        rest: [],
        live: () => {
          if (!liveRef) throw new Error(`the view created no ${machine.id} actor`);
          return liveRef;
        },
        send: (event) => ctx.live().send(event),
      };
      table.setup?.(ctx);
    });
    afterEach(async () => {
      stopObserving();
      cleanup();
      // the chat screen's actors stop one tick after their last user leaves (src/app/hooks.ts)
      await new Promise((r) => setTimeout(r, 0));
    });

    for (const { path, input } of paths) {
      it(describePath(path), async () => {
        ctx.input = input;
        const seenNodes = new Set<string>();
        const events: Record<string, (step: Step) => Promise<void>> = {};
        let stepIndex = 0;
        for (const step of path.steps as Step[]) {
          const type = step.event.type;
          // time passing needs no entry: the delayed event reaches the live actor as its timer would
          const act = table.actions[type] ?? (type.startsWith('xstate.after.') ? elapse : undefined);
          if (!act) throw new Error(`${table.name}: no action for event ${type}`);
          events[type] = async (s: Step) => {
            seen = [];
            ctx.rest = (path.steps.slice(++stepIndex) as Step[]).map((st) => st.event);
            ctx.next = ctx.rest[0];
            await act(ctx, s.event);
            const same = (v: unknown) => JSON.stringify(v) === JSON.stringify(s.state.value);
            await waitFor(
              () => {
                if (same(ctx.live().getSnapshot().value) || seen.some(same)) return;
                expect(ctx.live().getSnapshot().value, `live ${machine.id} after ${type}`).toEqual(s.state.value);
              },
              { timeout: 5000 },
            );
            if (!Object.keys(table.states).some((k) => s.state.matches(k))) throw new Error(`${table.name}: no assertion for state ${JSON.stringify(s.state.value)}`);
          };
        }
        const states = Object.fromEntries(
          Object.entries(table.states).map(([k, check]) => [
            k,
            async (s: Snapshot) => {
              await check(ctx, s);
              for (const n of s._nodes) seenNodes.add(n.id);
            },
          ]),
        );
        await model.testPath(path, { events, states } as any);
        for (const n of seenNodes) reached.add(n);
        for (const t of pathTaken) taken.add(t);
        ok++;
      });
    }

    it('covers the machine through the screen', () => {
      // transient states (left at once by an `always`) never settle: a taken transition out of them counts
      for (const t of taken) reached.add(t.split(' --')[0]);
      const missingStates = expectedStates.filter((s) => !reached.has(s));
      const counted = expectedTransitions.filter((t) => !excluded.has(t));
      const missing = counted.filter((t) => !taken.has(t));
      const row: MachineCoverage = {
        name: table.name,
        states: { reached: expectedStates.length - missingStates.length, total: expectedStates.length, missing: missingStates },
        transitions: { taken: counted.length - missing.length, total: counted.length, missing, excluded: excluded.size + Object.keys(table.excludedStates ?? {}).length },
        paths: { ok, total: paths.length },
      };
      coverageRows.push(row);
      expect(missingStates, `${table.name}: states never shown`).toEqual([]);
      expect(row.transitions.taken / Math.max(1, row.transitions.total), `${table.name}: transitions not taken: ${missing.join('\n')}`).toBeGreaterThanOrEqual(
        table.minTransitions ?? 0.9,
      );
    });
  });
}

const pct = (a: number, b: number) => `${b ? Math.round((a / b) * 100) : 100} %`.padStart(5);

/** The per-machine table printed at the end of `npm run test:paths`. */
export function printCoverageTable() {
  afterAll(() => {
    const lines = [
      'Model-based screen coverage (measured on the live actors the views created)',
      `${'machine'.padEnd(24)} ${'states'.padEnd(14)} ${'transitions'.padEnd(16)} ${'left out'.padEnd(9)} paths`,
      ...coverageRows.map(
        (r) =>
          `${r.name.padEnd(24)} ${`${r.states.reached}/${r.states.total}`.padEnd(7)}${pct(r.states.reached, r.states.total)}  ${`${r.transitions.taken}/${r.transitions.total}`.padEnd(8)}${pct(r.transitions.taken, r.transitions.total)}   ${String(r.transitions.excluded).padEnd(9)} ${r.paths.ok}/${r.paths.total}`,
      ),
    ];
    const missing = coverageRows.flatMap((r) => [...r.states.missing.map((s) => `${r.name}: state ${s}`), ...r.transitions.missing.map((t) => `${r.name}: ${t}`)]);
    if (missing.length) lines.push('', 'Not covered:', ...missing);
    console.log(lines.join('\n'));
  });
}
