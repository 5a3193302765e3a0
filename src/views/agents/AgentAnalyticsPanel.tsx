import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AgentAnalytics } from '../../../contracts/agents';
import { agentsText as a, formatMinutes } from '../../i18n/agents';
import { formatDate, formatDateTime } from '../../i18n/messages';
import { StatePanel } from '../../components/StatePanel';

type Chart = 'rate' | 'volume';

const dayLabel = (date: string) => new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** 'Análisis' (spec §2): daily success rate or daily volume, outcome distribution and the period's figures. */
export function AgentAnalyticsPanel({ analytics, loading, failed, onRetry }: { analytics: AgentAnalytics | null; loading: boolean; failed: boolean; onRetry: () => void }) {
  const [chart, setChart] = useState<Chart>('rate');
  if (failed) {
    return (
      <StatePanel kind="error" title={a.analytics.empty}>
        <button type="button" className="button button-primary" onClick={onRetry}>
          {a.list.retry}
        </button>
      </StatePanel>
    );
  }
  if (loading && !analytics) return <StatePanel kind="loading" title={a.analytics.loading} />;
  if (!analytics || analytics.statistics.total_runs === 0) return <StatePanel kind="empty" title={a.analytics.empty} />;
  const s = analytics.statistics;
  const data = analytics.daily_stats.map((d) => ({ ...d, label: dayLabel(d.date) }));
  const outcomes: [string, number, string][] = [
    [a.analytics.successful, analytics.outcome_distribution.successful, 'is-success'],
    [a.analytics.failed, analytics.outcome_distribution.failed, 'is-error'],
    [a.analytics.running, analytics.outcome_distribution.running, 'is-running'],
  ];
  const figures: [string, string][] = [
    [a.analytics.total, String(s.total_runs)],
    [a.analytics.queued, String(s.queued_runs)],
    [a.analytics.average, formatMinutes(s.average_duration_minutes)],
    [a.analytics.lastRun, s.last_run_date ? formatDateTime(s.last_run_date) : a.list.never],
    [a.analytics.period, a.analytics.periodRange(formatDate(analytics.period_start), formatDate(analytics.period_end))],
  ];
  return (
    <section className="agent-analytics" data-testid="agent-analytics">
      <div className="segmented" role="radiogroup" aria-label={a.analytics.chartLabel}>
        {(['rate', 'volume'] as Chart[]).map((c) => (
          <button key={c} type="button" role="radio" aria-checked={chart === c} className={chart === c ? 'is-selected' : undefined} onClick={() => setChart(c)}>
            {c === 'rate' ? a.analytics.successRate : a.analytics.volume}
          </button>
        ))}
      </div>
      <h3 className="metric-chart-title">{chart === 'rate' ? a.analytics.successRate : a.analytics.volume}</h3>
      <div className="metric-chart" data-testid={`chart-${chart}`}>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            {chart === 'rate' ? <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} /> : <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />}
            <Tooltip />
            {chart === 'rate'
              ? <Bar dataKey="success_rate" name={a.analytics.successRateSeries} fill="#047857" isAnimationActive={false} />
              : <Bar dataKey="total_runs" name={a.analytics.volumeSeries} fill="#4f46e5" isAnimationActive={false} />}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="analytics-grid">
        <div className="card analytics-outcomes">
          <h3>{a.analytics.outcomes}</h3>
          <ul>
            {outcomes.map(([label, n, look]) => (
              <li key={label}>
                <span className="outcome-label">{label}</span>
                <span className="outcome-bar">
                  <span className={`outcome-fill ${look}`} style={{ width: `${s.total_runs ? (n * 100) / s.total_runs : 0}%` }} />
                </span>
                <span className="outcome-count">{n}</span>
              </li>
            ))}
          </ul>
        </div>
        <dl className="card analytics-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
