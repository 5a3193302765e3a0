import { describe, expect, it } from 'vitest';
import type { Execution } from '../../contracts';
import { workflowMetrics } from '../../src/views/metrics/workflowMetrics';

const run = (id: string, status: Execution['status'], started: string, ms: number | null): Execution => ({
  execution_id: id,
  flow_id: 'f1',
  status,
  started_at: started,
  ended_at: ms === null ? null : new Date(Date.parse(started) + ms).toISOString(),
});

describe('workflowMetrics (the chat header’s Métricas)', () => {
  const now = new Date('2026-11-23T18:00:00Z');
  const list = [
    run('a', 'success', '2026-11-23T15:00:00Z', 200),
    run('b', 'error', '2026-11-23T14:00:00Z', 1800),
    run('c', 'success', '2026-11-20T10:00:00Z', 1000),
    run('d', 'running', '2026-11-23T17:59:00Z', null),
    run('e', 'success', '2026-10-01T10:00:00Z', 600), // older than the chart window
  ];

  it('counts outcomes, the success rate and mean duration over finished runs, and the last run', () => {
    const m = workflowMetrics(list, now, 'America/Mexico_City');
    expect(m).toMatchObject({ total: 5, succeeded: 3, failed: 1, running: 1, successRate: 75, averageMs: 900, lastRun: '2026-11-23T17:59:00Z' });
  });

  it('buckets finished runs per local day for the last 14 days', () => {
    const m = workflowMetrics(list, now, 'America/Mexico_City');
    expect(m.daily).toHaveLength(14);
    expect(m.daily.at(-1)).toMatchObject({ date: '2026-11-23', success: 1, error: 1 });
    expect(m.daily.find((d) => d.date === '2026-11-20')).toMatchObject({ success: 1, error: 0 });
    expect(m.daily.reduce((n, d) => n + d.success + d.error, 0)).toBe(3);
  });

  it('has no rate or duration without finished runs', () => {
    expect(workflowMetrics([run('x', 'running', '2026-11-23T17:00:00Z', null)], now)).toMatchObject({ successRate: null, averageMs: null, running: 1 });
  });
});
