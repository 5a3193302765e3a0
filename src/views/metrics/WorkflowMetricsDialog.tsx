import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { executions } from '../../api/endpoints';
import { useResource } from '../../app';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { headerTools } from '../../i18n/headerTools';
import { formatDateTime, formatDuration } from '../../i18n/messages';
import { workflowMetrics } from './workflowMetrics';

const m = headerTools.metricsDialog;

/** 'Métricas' (chat header): how the chat's saved workflow has been doing, from its executions. */
export function WorkflowMetricsDialog({ open, flowId, onClose }: { open: boolean; flowId: string | null; onClose: () => void }) {
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={m.title} description={m.description}>
      {open && flowId ? <Metrics flowId={flowId} /> : <p className="muted">{m.saveFirst}</p>}
    </Modal>
  );
}

function Metrics({ flowId }: { flowId: string }) {
  const history = useResource((signal) => executions.byFlow(flowId, { signal }), [flowId]);
  if (history.loading || history.retrying) {
    return (
      <p className="muted">
        <Spinner /> {m.loading}
      </p>
    );
  }
  if (!history.data) {
    return (
      <div className="notice notice-error">
        {m.loadError}{' '}
        <button type="button" className="button button-small" onClick={history.reload}>
          {headerTools.simulation.retry}
        </button>
      </div>
    );
  }
  if (history.data.length === 0) return <p className="muted">{m.empty}</p>;
  const stats = workflowMetrics(history.data, new Date());
  const tiles: [string, string][] = [
    [m.total, String(stats.total)],
    [m.successRate, stats.successRate === null ? '—' : `${stats.successRate}%`],
    [m.average, formatDuration(stats.averageMs)],
    [m.lastRun, stats.lastRun ? formatDateTime(stats.lastRun) : m.never],
  ];
  return (
    <div className="metrics" data-testid="workflow-metrics">
      <dl className="metric-tiles">
        {tiles.map(([label, value]) => (
          <div key={label} className="metric-tile">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted metric-breakdown">
        {m.succeeded}: {stats.succeeded} · {m.failed}: {stats.failed} · {m.running}: {stats.running}
      </p>
      <h3 className="metric-chart-title">{m.chartTitle}</h3>
      <div className="metric-chart">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={stats.daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Legend />
            <Bar dataKey="success" name={m.succeeded} stackId="runs" fill="#047857" />
            <Bar dataKey="error" name={m.failed} stackId="runs" fill="#c2410c" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
