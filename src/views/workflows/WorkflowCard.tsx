import { Switch } from 'radix-ui';
import { Link } from 'wouter';
import type { FlowSummary } from '../../../contracts';
import { t } from '../../i18n/messages';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../components/Icon';
import { nodeLabel } from '../../../contracts/labels';
import { alertTexts } from '../../i18n/alerts';

type WorkflowCardProps = {
  flow: FlowSummary;
  running: boolean;
  toggling: boolean;
  onToggle: () => void;
  onRunNow: () => void;
  onDelete: () => void;
  onMissedSlots?: (value: 'catch_up' | 'skip') => void;
};

/** A saved workflow: name, chat, Activo/Inactivo toggle, 'Ejecutar Ahora', history link, delete. */
export function WorkflowCard({ flow, running, toggling, onToggle, onRunNow, onDelete, onMissedSlots }: WorkflowCardProps) {
  const switchId = `active-${flow.flow_id}`;
  const missedId = `missed-${flow.flow_id}`;
  const scheduled = flow.steps?.[0]?.node_id === 'schedule';
  return (
    <article className="card workflow-card" data-testid="workflow-card">
      <header className="workflow-card-header">
        <div>
          <h2 className="workflow-name">{flow.name}</h2>
          <p className="muted workflow-chat">
            {flow.chat_id ? (
              <>
                {t.workflows.chat}{' '}
                <Link href={`/chat/${flow.chat_id}`} className="text-link">
                  {flow.chat_title || t.sidebar.untitled}
                </Link>
              </>
            ) : (
              t.workflows.noChat
            )}
          </p>
        </div>
        <button type="button" className="icon-button icon-danger" aria-label={t.workflows.deleteLabel} title={t.workflows.deleteLabel} onClick={onDelete}>
          <Icon name="trash" />
        </button>
      </header>
      {flow.steps?.length ? (
        <p className="workflow-steps muted">{flow.steps.map((s) => nodeLabel(s)).join(' → ')}</p>
      ) : null}
      <FlowHealth flow={flow} />
      {scheduled && onMissedSlots ? (
        <div className="workflow-missed-slots">
          <label htmlFor={missedId} className="muted">{t.workflows.missedSlotsLabel}</label>
          <select
            id={missedId}
            data-testid="missed-slots"
            value={flow.missed_slots ?? 'catch_up'}
            onChange={(e) => onMissedSlots(e.target.value === 'skip' ? 'skip' : 'catch_up')}
          >
            <option value="catch_up">{t.workflows.missedSlotsCatchUp}</option>
            <option value="skip">{t.workflows.missedSlotsSkip}</option>
          </select>
        </div>
      ) : null}
      <div className="workflow-card-footer">
        <div className="switch-label">
          <Switch.Root id={switchId} className="switch" checked={flow.is_active} onCheckedChange={onToggle} disabled={toggling} aria-label={flow.is_active ? t.workflows.active : t.workflows.inactive}>
            <Switch.Thumb className="switch-thumb" />
          </Switch.Root>
          <label htmlFor={switchId} className={`status-label ${flow.is_active ? 'is-on' : ''}`}>
            {flow.is_active ? t.workflows.active : t.workflows.inactive}
          </label>
        </div>
        <div className="row-actions">
          <Link href={`/flows/${flow.flow_id}/executions`} className="button button-ghost button-small">
            {t.workflows.history}
          </Link>
          <button type="button" className="button button-primary button-small" onClick={onRunNow} disabled={running}>
            {running ? <Spinner /> : null}
            {t.workflows.runNow}
          </button>
        </div>
      </div>
    </article>
  );
}

/** The last run's outcome, failures in the last 24 h, and 'Fallando' when the last run failed (issue 18). */
function FlowHealth({ flow }: { flow: FlowSummary }) {
  const tx = alertTexts.health;
  if (flow.last_status === undefined) return null;
  return (
    <p className="workflow-health" data-testid="workflow-health">
      {flow.failing ? (
        <span className="status status-error health-badge" data-testid="failing-badge">
          <Icon name="warning" size={14} /> {tx.failing}
        </span>
      ) : null}
      <span className="muted">
        {tx.lastRun}:{' '}
        {flow.last_status ? <span className={`status status-${flow.last_status}`}>{alertTexts.status[flow.last_status] ?? flow.last_status}</span> : tx.never}
      </span>
      {flow.failures_24h ? <span className="health-failures">{tx.failures(flow.failures_24h)}</span> : null}
    </p>
  );
}
