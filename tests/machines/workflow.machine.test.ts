import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { hasUnsavedChanges, normaliseResults, workflowMachine, type DecisionAnswer } from '../../machines/workflow.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

const plan = [{ step: 1, node_id: 'webhook', action_id: 'receive' }];
/** The same step after 'Editar' changed a parameter. */
const edited = [{ step: 1, node_id: 'webhook', action_id: 'receive', params: { path: '/v2' } }];
const planName = (p: unknown) => (p === plan ? 'plan' : p === edited ? 'edited' : p === null ? null : 'other');
const ok: DecisionAnswer = { success: true, message: 'Hecho', workflow_id: 'f1', is_active: true, saved_plan: plan };
const refused: DecisionAnswer = { success: false, message: '' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('workflow machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: workflowMachine,
      promiseActors: ['loadStatus', 'decide'],
      inputs: [{ chatId: null }, { chatId: 'c1', plan }, { chatId: 'c1', plan: edited }],
      events: () => [
        { type: 'workflow.setPlan', plan },
        { type: 'workflow.setPlan', plan: edited },
        { type: 'workflow.setPlan', plan: null },
        { type: 'workflow.save' },
        { type: 'workflow.toggleActive' },
        { type: 'workflow.execute' },
        { type: 'workflow.chatChanged', chatId: 'c1' },
        { type: 'workflow.chatChanged', chatId: null },
        { type: 'workflow.dismissError' },
      ],
      outputs: {
        loadStatus: () => [{ flowId: 'f1', isActive: false, savedPlan: plan }, { flowId: null, isActive: false, savedPlan: null }],
        decide: () => [ok, refused],
      },
      serializeState: (s) =>
        JSON.stringify([
          s.value, s.context.chatId, planName(s.context.plan), planName(s.context.savedPlan), planName(s.context.sentPlan),
          !!s.context.flowId, s.context.isActive, !!s.context.error,
        ]),
    });
    expectFullCoverage(report);
  }, 60_000);
});

function start(input: { chatId: string | null; plan?: any }, decide: (a: { input: any }) => Promise<any> = async () => ok, status: { flowId: string | null; isActive: boolean; savedPlan?: any } = { flowId: null, isActive: false }) {
  const alert = vi.fn();
  const notify = vi.fn();
  const decideFn = vi.fn(decide);
  const actor = createActor(
    workflowMachine.provide({ actions: { alert, notify }, actors: { decide: fake(decideFn), loadStatus: fake(async () => status) } }),
    { input },
  );
  const emitted: any[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, alert, notify, decide: decideFn, emitted };
}

describe('workflow machine — scenarios', () => {
  it('save without a plan alerts the exact text; execute and toggle guards too', () => {
    const { actor, alert, decide } = start({ chatId: null });
    actor.send({ type: 'workflow.save' });
    expect(alert.mock.calls[0][1]).toEqual({ message: 'Primero crea un workflow para poder guardarlo' });
    actor.send({ type: 'workflow.execute' });
    expect(alert.mock.calls[1][1]).toEqual({ message: 'Primero crea un workflow para poder ejecutarlo' });
    actor.send({ type: 'workflow.toggleActive' });
    expect(alert.mock.calls[2][1]).toEqual({ message: 'Primero GUARDA el workflow, luego podrás activarlo/desactivarlo' });
    expect(decide).not.toHaveBeenCalled();
  });

  it('loads the workflow status of the chat on entry', async () => {
    const { actor } = start({ chatId: 'c1' }, undefined, { flowId: 'f9', isActive: true });
    expect(actor.getSnapshot().matches({ decision: 'loadingStatus' })).toBe(true);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ flowId: 'f9', isActive: true });
  });

  it('saves: learns the flow id, toasts the success text and emits the confirmation', async () => {
    const { actor, notify, emitted, decide } = start({ chatId: 'c1', plan }, async () => ({ success: true, message: 'Guardado', metadata: { flow_id: 'f2' } }));
    await flush();
    actor.send({ type: 'workflow.save' });
    await flush();
    expect(decide.mock.calls[0][0].input).toEqual({ decision: 'save', chatId: 'c1', plan });
    expect(actor.getSnapshot().context.flowId).toBe('f2');
    expect(notify.mock.calls[0][1]).toEqual({ type: 'success', message: 'Workflow guardado correctamente' });
    expect(emitted.find((e) => e.type === 'workflow.assistantMessage').message).toMatchObject({ role: 'assistant', content: 'Guardado' });
  });

  it('success:false → server message or the default, alerted', async () => {
    const { actor, alert } = start({ chatId: null, plan }, async () => ({ success: false }));
    actor.send({ type: 'workflow.save' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Failed to save workflow');
    expect(alert.mock.calls[0][1]).toEqual({ message: 'Error guardando workflow: Failed to save workflow' });
    const b = start({ chatId: null, plan }, async () => ({ success: false, message: 'Sin permiso' }));
    b.actor.send({ type: 'workflow.execute' });
    await flush();
    expect(b.actor.getSnapshot().context.error).toBe('Sin permiso');
    const c = start({ chatId: null, plan }, async () => ({ success: false }));
    c.actor.send({ type: 'workflow.execute' });
    await flush();
    expect(c.actor.getSnapshot().context.error).toBe('Failed to execute workflow');
  });

  it('toggle is optimistic, reverts on failure, then takes the server-confirmed value', async () => {
    let answer!: (a: DecisionAnswer) => void;
    const { actor, alert, decide } = start({ chatId: 'c1', plan }, () => new Promise((r) => (answer = r)), { flowId: 'f1', isActive: false });
    await flush();
    actor.send({ type: 'workflow.toggleActive' });
    expect(actor.getSnapshot().context.isActive).toBe(true); // at once
    expect(decide.mock.calls[0][0].input).toMatchObject({ decision: 'activate', isActive: true });
    answer({ success: false, message: 'No se pudo' });
    await flush();
    expect(actor.getSnapshot().context.isActive).toBe(false); // reverted
    expect(alert.mock.calls[0][1]).toEqual({ message: 'Error activando workflow: No se pudo' });

    actor.send({ type: 'workflow.toggleActive' });
    expect(actor.getSnapshot().context.isActive).toBe(true);
    answer({ success: true, message: 'ok', is_active: false }); // server says otherwise
    await flush();
    expect(actor.getSnapshot().context.isActive).toBe(false);

    actor.send({ type: 'workflow.toggleActive' });
    answer = () => {};
    const rejecting = start({ chatId: 'c1', plan }, async () => { throw { status: 500, detail: 'caído' }; }, { flowId: 'f1', isActive: true });
    await flush();
    rejecting.actor.send({ type: 'workflow.toggleActive' });
    expect(rejecting.actor.getSnapshot().context.isActive).toBe(false);
    await flush();
    expect(rejecting.actor.getSnapshot().context.isActive).toBe(true);
    expect(rejecting.alert.mock.calls[0][1]).toEqual({ message: 'Error activando workflow: caído' });
  });

  it('execute shows the step results and ignores events while busy', async () => {
    let answer!: (a: DecisionAnswer) => void;
    const { actor, decide, emitted } = start({ chatId: null, plan }, () => new Promise((r) => (answer = r)));
    actor.send({ type: 'workflow.execute' });
    actor.send({ type: 'workflow.execute' });
    actor.send({ type: 'workflow.save' });
    expect(decide).toHaveBeenCalledTimes(1);
    answer({ success: true, message: 'Ejecutado', metadata: { execution_result: { steps: [{ node_id: 'webhook', action_id: 'receive', status: 'success', duration_ms: 4, output: { ok: 1 } }] } } });
    await flush();
    expect(actor.getSnapshot().context.results).toEqual([
      { step: 1, node_id: 'webhook', action_id: 'receive', status: 'success', duration_ms: 4, output: { ok: 1 }, error: null },
    ]);
    expect(emitted.map((e) => e.type)).toEqual(['workflow.assistantMessage', 'workflow.executed']);
  });

  it('normalises every shape of step results', () => {
    const step = { node_id: 'n', action_id: 'a', status: 'failed', error: 'x' };
    const expected = [{ step: 1, node_id: 'n', action_id: 'a', status: 'error', duration_ms: null, output: null, error: 'x' }];
    expect(normaliseResults({ success: true, metadata: { execution_result: { steps: [step] } } })).toEqual(expected);
    expect(normaliseResults({ success: true, metadata: { execution_results: [step] } })).toEqual(expected);
    expect(normaliseResults({ success: true, execution_results: [step] })).toEqual(expected);
    expect(normaliseResults({ success: true, metadata: { workflow_execution: [step] } })).toEqual(expected);
    expect(normaliseResults({ success: true, metadata: { workflow_execution: { steps: [step] } } })).toEqual(expected);
    expect(normaliseResults({ success: true })).toEqual([]);
  });
});

describe('workflow machine — unsaved changes (issue 10)', () => {
  const changes = (actor: { getSnapshot: () => any }) => actor.getSnapshot().value.changes;

  it('a step edit after saving is "unsaved" until Guardar writes the plan on screen', async () => {
    const { actor, decide } = start({ chatId: 'c1', plan }, async ({ input }) => ({ ...ok, saved_plan: input.plan }), { flowId: 'f1', isActive: true, savedPlan: plan });
    await flush();
    expect(changes(actor)).toBe('saved');
    actor.send({ type: 'workflow.setPlan', plan: edited });
    expect(changes(actor)).toBe('unsaved');
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'workflow.save' });
    expect(decide.mock.calls[0][0].input).toMatchObject({ decision: 'save', plan: edited });
    await flush();
    expect(changes(actor)).toBe('saved');
    expect(actor.getSnapshot().context.savedPlan).toEqual(edited);
    // editing back to what is saved is not a change either
    actor.send({ type: 'workflow.setPlan', plan: structuredClone(edited) });
    expect(changes(actor)).toBe('saved');
  });

  it('after a reload the state comes from the server\'s saved steps vs the chat\'s plan', async () => {
    const reloaded = start({ chatId: 'c1', plan: edited }, undefined, { flowId: 'f1', isActive: false, savedPlan: plan });
    expect(changes(reloaded.actor)).toBe('noFlow'); // nothing claimed while loading
    await flush();
    expect(changes(reloaded.actor)).toBe('unsaved');
    const same = start({ chatId: 'c1', plan: [{ ...plan[0], params: {} }] }, undefined, { flowId: 'f1', isActive: false, savedPlan: plan });
    await flush();
    expect(changes(same.actor)).toBe('saved');
  });

  it('an edit made while saving stays unsaved (the answer reports what was saved)', async () => {
    let answer!: (a: DecisionAnswer) => void;
    const { actor } = start({ chatId: 'c1', plan }, () => new Promise((r) => (answer = r)), { flowId: 'f1', isActive: false, savedPlan: plan });
    await flush();
    actor.send({ type: 'workflow.setPlan', plan: edited });
    actor.send({ type: 'workflow.save' });
    actor.send({ type: 'workflow.setPlan', plan });
    answer({ success: true, message: 'ok', workflow_id: 'f1', saved_plan: edited });
    await flush();
    expect(changes(actor)).toBe('unsaved');
  });

  it('without saved_plan in the answer, the plan that was sent is the saved one', async () => {
    const { actor } = start({ chatId: 'c1', plan: edited }, async () => ({ success: true, message: 'ok', workflow_id: 'f1' }));
    await flush();
    expect(changes(actor)).toBe('noFlow');
    actor.send({ type: 'workflow.save' });
    await flush();
    expect(actor.getSnapshot().context.savedPlan).toEqual(edited);
    expect(changes(actor)).toBe('saved');
  });

  it('a chat without a flow shows no badge; the execute that gives it its flow reports the saved steps, even when the run fails', async () => {
    const { actor } = start({ chatId: 'c1', plan }, async () => ({ success: false, message: 'Error ejecutando workflow: x', workflow_id: 'f7', saved_plan: plan, executed_version: 'saved' }));
    await flush();
    expect(changes(actor)).toBe('noFlow');
    actor.send({ type: 'workflow.execute' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ flowId: 'f7', savedPlan: plan, error: 'Error ejecutando workflow: x' });
    expect(changes(actor)).toBe('saved');
    actor.send({ type: 'workflow.setPlan', plan: edited });
    expect(changes(actor)).toBe('unsaved');
    actor.send({ type: 'workflow.chatChanged', chatId: 'c2' });
    expect(changes(actor)).toBe('noFlow');
  });

  it('a plan-less screen never claims unsaved changes', () => {
    expect(hasUnsavedChanges({ flowId: 'f1', savedPlan: plan, plan: null })).toBe(false);
    expect(hasUnsavedChanges({ flowId: null, savedPlan: null, plan: edited })).toBe(false);
    expect(hasUnsavedChanges({ flowId: 'f1', savedPlan: plan, plan: edited })).toBe(true);
  });
});
