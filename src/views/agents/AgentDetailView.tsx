import { lazy, Suspense } from 'react';
import { Tabs } from 'radix-ui';
import { Link } from 'wouter';
import type { Agent, AgentAnalytics, AgentStatistics } from '../../../contracts/agents';
import { agentsText as a, formatMinutes } from '../../i18n/agents';
import { formatDateTime } from '../../i18n/messages';
import { Icon } from '../../components/Icon';
import { AgentStatusBadge } from './AgentBadges';
import { AgentOverview } from './AgentOverview';
import { AgentRunsPanel } from './AgentRunsPanel';
import { StatePanel } from '../../components/StatePanel';

// the charts (recharts) load when the analytics tab is first opened
const AgentAnalyticsPanel = lazy(async () => ({ default: (await import('./AgentAnalyticsPanel')).AgentAnalyticsPanel }));

export type DetailTab = 'overview' | 'runs' | 'analytics';

type Props = {
  agent: Agent;
  statistics: AgentStatistics | null;
  analytics: { data: AgentAnalytics | null; loading: boolean; failed: boolean; reload: () => void };
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
  onDeploy: () => void;
};

/** /agents/{agentId} (spec §2 Agent detail): header, four stat tiles, tabs Resumen / Ejecuciones / Análisis. */
export function AgentDetailView({ agent, statistics, analytics, tab, onTab, onDeploy }: Props) {
  const s = statistics;
  const tiles: [string, string][] = [
    [a.detail.tiles.total, s ? String(s.total_runs) : '—'],
    [a.detail.tiles.successRate, s ? `${s.success_rate}%` : '—'],
    [a.detail.tiles.average, s ? formatMinutes(s.average_duration_minutes) : '—'],
    [a.detail.tiles.running, s ? String(s.running_runs) : '—'],
  ];
  const live = agent.deployments.filter((x) => x.enabled);
  return (
    <div className="page agent-detail">
      <header className="page-header">
        <div>
          <Link href="/agents" className="back-link">
            ← {a.detail.back}
          </Link>
          <h1 className="agent-title">
            {agent.name} <AgentStatusBadge status={agent.status} />
          </h1>
          <p className="muted agent-meta">
            {a.list.model}: {agent.model ?? a.automaticModel} · {a.detail.created} {formatDateTime(agent.created_at)} · {a.detail.updated} {formatDateTime(agent.updated_at)}
          </p>
          <p className="muted agent-meta">
            {a.detail.deployments}: {live.length ? live.map((x) => (x.channel === 'telegram' && x.bot_username ? `Telegram (@${x.bot_username})` : a.deploy.channel[x.channel])).join(', ') : a.detail.notDeployed}
          </p>
        </div>
        <div className="row-actions">
          <button type="button" className="button button-primary" onClick={onDeploy} disabled={agent.status !== 'active'}>
            <Icon name="send" /> {a.detail.deploy}
          </button>
        </div>
      </header>
      <dl className="metric-tiles agent-tiles" data-testid="agent-tiles">
        {tiles.map(([label, value]) => (
          <div key={label} className="metric-tile card">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Tabs.Root value={tab} onValueChange={(v) => onTab(v as DetailTab)} className="tabs">
        <Tabs.List className="tabs-list" aria-label={agent.name}>
          <Tabs.Trigger value="overview" className="tabs-trigger">{a.detail.tabs.overview}</Tabs.Trigger>
          <Tabs.Trigger value="runs" className="tabs-trigger">{a.detail.tabs.runs}</Tabs.Trigger>
          <Tabs.Trigger value="analytics" className="tabs-trigger">{a.detail.tabs.analytics}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <AgentOverview agent={agent} recent={analytics.data?.recent_runs ?? null} loadingRecent={analytics.loading} />
        </Tabs.Content>
        <Tabs.Content value="runs">
          <AgentRunsPanel agentId={agent.agent_id} />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <Suspense fallback={<StatePanel kind="loading" title={a.analytics.loading} />}>
            <AgentAnalyticsPanel analytics={analytics.data} loading={analytics.loading} failed={analytics.failed} onRetry={analytics.reload} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
