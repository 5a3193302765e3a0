import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { findAction } from '../../server/nodes';
import { compare } from '../../server/nodes/compare';
import { FlowHalt, type ExecutionContext } from '../../server/nodes/types';

const ctx = (signal = new AbortController().signal, trigger: unknown = {}) =>
  ({ signal, trigger, steps: {}, config: loadConfig({}, { clientDir: null }), getCredential: async () => null, log: { info() {}, warn() {} } }) as unknown as ExecutionContext;
const exec = (node: string, action: string, params: object, c = ctx()) => {
  const a = findAction(node, action)!;
  return a.execute!(c, a.params.parse(params));
};

describe('filter/condition', () => {
  it.each([
    ['equals', 42, '42', true],
    ['equals', 'Pagado', 'pagado', false],
    ['equals', true, 'true', true],
    ['equals', { a: 1 }, { a: 1 }, true],
    ['not_equals', 'a', 'b', true],
    ['greater_than', '10', 9, true],
    ['greater_than', '9', '10', false],
    ['less_than', '2026-01-01', '2026-02-01', true],
    ['greater_or_equal', 5, 5, true],
    ['less_or_equal', 6, 5, false],
    ['contains', 'Pedido URGENTE', 'urgente', true],
    ['contains', ['vip', 'nuevo'], 'vip', true],
    ['not_contains', ['vip'], 'nuevo', true],
    ['starts_with', 'MX-123', 'mx-', true],
    ['ends_with', 'ana@tienda.mx', '.mx', true],
    ['is_empty', '  ', undefined, true],
    ['is_empty', [], undefined, true],
    ['is_not_empty', { a: 1 }, undefined, true],
    ['is_not_empty', null, undefined, false],
  ] as const)('%s(%j, %j) is %s', (op, left, right, expected) => {
    expect(compare(left, op, right)).toBe(expected);
  });

  it('passes through when true and halts the flow when false', async () => {
    expect(await exec('filter', 'condition', { left: 5, operator: '>', right: 3 })).toEqual({ passed: true, left: 5, operator: 'greater_than', right: 3 });
    const halted = await exec('filter', 'condition', { left: 'a', operator: 'igual', right: 'b' });
    expect(halted).toBeInstanceOf(FlowHalt);
    expect((halted as FlowHalt).output).toMatchObject({ passed: false, operator: 'equals' });
    expect(findAction('filter', 'condition')!.params.safeParse({ left: 1, operator: 'parecido' }).error!.issues[0].message).toMatch(/^El campo "Operador" debe ser uno de: equals, not_equals/);
  });
});

describe('delay/wait', () => {
  it('waits the given seconds', async () => {
    const started = Date.now();
    const out = (await exec('delay', 'wait', { seconds: 0.2 })) as { waited_seconds: number };
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(out.waited_seconds).toBe(0.2);
  });

  it('is abortable', async () => {
    const ac = new AbortController();
    const started = Date.now();
    const p = exec('delay', 'wait', { seconds: 30 }, ctx(ac.signal));
    setTimeout(() => ac.abort(), 30);
    await expect(p).rejects.toThrow('Espera cancelada');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gets a time limit longer than its wait', () => {
    const a = findAction('delay', 'wait')!;
    expect(a.timeoutMs!({ seconds: 60 }, 30_000)).toBe(65_000);
    expect(a.timeoutMs!({ seconds: 1 }, 30_000)).toBe(30_000);
  });
});

describe('triggers and simple actions', () => {
  it('webhook trigger returns the payload; a manual run gets empty parts', async () => {
    expect(await exec('webhook', 'webhook_received', {}, ctx(undefined, { body: { a: 1 }, query: { q: '1' }, headers: { h: 'x' }, method: 'POST' }))).toEqual({ body: { a: 1 }, query: { q: '1' }, headers: { h: 'x' }, method: 'POST' });
    expect(await exec('webhook', 'webhook_received', {})).toEqual({ body: {}, query: {}, headers: {}, method: null });
  });

  it('respond defaults to 200', async () => {
    expect(await exec('webhook', 'respond', { body: 'ok' })).toEqual({ status: 200, body: 'ok', headers: {} });
    expect(await exec('webhook', 'respond', { status: '404' })).toEqual({ status: 404, body: null, headers: {} });
  });

  it('schedule trigger reports when and how it fired', async () => {
    const out = await exec('schedule', 'cron', { cron_expression: '0 9 * * 1' }, ctx(undefined, { scheduled_at: '2026-01-05T15:00:00.000Z' }));
    expect(out).toEqual({ scheduled_at: '2026-01-05T15:00:00.000Z', cron_expression: '0 9 * * 1', timezone: 'America/Mexico_City' });
  });

  it('set_fields returns the fields', async () => {
    expect(await exec('transform', 'set_fields', { fields: { a: 1, b: [2] } })).toEqual({ a: 1, b: [2] });
  });
});
