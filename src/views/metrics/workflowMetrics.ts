import type { Execution } from '../../../contracts';

export type DailyCount = { date: string; label: string; success: number; error: number };

export type WorkflowMetrics = {
  total: number;
  succeeded: number;
  failed: number;
  running: number;
  /** 0–100, over finished executions; null when none finished. */
  successRate: number | null;
  /** Mean of finished executions, ms; null when none finished. */
  averageMs: number | null;
  lastRun: string | null;
  daily: DailyCount[];
};

export const METRICS_DAYS = 14;

const dayKey = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
const dayLabel = (d: Date, timeZone: string) => new Intl.DateTimeFormat('es-MX', { timeZone, day: 'numeric', month: 'short' }).format(d);

/** The chat header's 'Métricas' for one workflow, from its execution history. */
export function workflowMetrics(list: Execution[], now: Date, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone, days = METRICS_DAYS): WorkflowMetrics {
  const finished = list.filter((e) => e.status !== 'running');
  const succeeded = list.filter((e) => e.status === 'success').length;
  const failed = list.filter((e) => e.status === 'error').length;
  const durations = finished.filter((e) => e.ended_at).map((e) => Date.parse(e.ended_at!) - Date.parse(e.started_at)).filter((ms) => Number.isFinite(ms) && ms >= 0);
  const daily: DailyCount[] = [];
  const index = new Map<string, DailyCount>();
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(now.getTime() - i * 86_400_000);
    const entry = { date: dayKey(d, timeZone), label: dayLabel(d, timeZone), success: 0, error: 0 };
    daily.push(entry);
    index.set(entry.date, entry);
  }
  for (const e of finished) {
    const entry = index.get(dayKey(new Date(e.started_at), timeZone));
    if (entry) entry[e.status === 'success' ? 'success' : 'error'] += 1;
  }
  const lastRun = list.reduce<string | null>((latest, e) => (!latest || Date.parse(e.started_at) > Date.parse(latest) ? e.started_at : latest), null);
  return {
    total: list.length,
    succeeded,
    failed,
    running: list.length - finished.length,
    successRate: finished.length ? Math.round((succeeded / finished.length) * 1000) / 10 : null,
    averageMs: durations.length ? Math.round(durations.reduce((a, b) => a + b, 0) / durations.length) : null,
    lastRun,
    daily,
  };
}
