import { useRef } from 'react';
import { Link } from 'wouter';
import type { FlowSummary } from '../../../contracts';
import { t } from '../../i18n/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StatePanel } from '../../components/StatePanel';
import { WorkflowCard } from './WorkflowCard';
import { Icon } from '../../components/Icon';

export type WorkflowsViewProps = {
  flows: FlowSummary[];
  loading: boolean;
  error: string | null;
  /** The card an operation is running for, and which one. */
  pendingFlowId: string | null;
  pendingKind: 'toggling' | 'running' | 'deleting' | null;
  /** The flow whose 'Confirmar eliminación' dialog is open. */
  confirmDelete: FlowSummary | null;
  onToggle: (flow: FlowSummary) => void;
  onRunNow: (flow: FlowSummary) => void;
  /** A schedule's choice for slots missed while Enlaza was stopped. */
  onMissedSlots?: (flow: FlowSummary, value: 'catch_up' | 'skip') => void;
  onRequestDelete: (flow: FlowSummary) => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
  onManageCredentials: () => void;
};

/** My Workflows (spec §2): header, loading / error / empty states and the cards. */
export function WorkflowsView(p: WorkflowsViewProps) {
  const { flows, loading, error, pendingFlowId, pendingKind, confirmDelete } = p;
  /** Once cards were shown, an emptied list says 'No tienes workflows aún.' instead of the how-to. */
  const hadFlows = useRef(false);
  if (flows.length > 0) hadFlows.current = true;

  let body;
  if (loading && flows.length === 0) body = <StatePanel kind="loading" title={t.workflows.loading} />;
  else if (error && flows.length === 0)
    body = (
      <StatePanel kind="error" title={t.workflows.loadError}>
        <p className="muted">{error}</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t.workflows.retry}
        </button>
      </StatePanel>
    );
  else if (flows.length === 0 && hadFlows.current)
    body = (
      <StatePanel kind="empty" title={t.workflows.emptyListed}>
        <Link href="/chat" className="button button-primary">
          {t.workflows.openChat}
        </Link>
      </StatePanel>
    );
  else if (flows.length === 0) body = <EmptyWorkflows />;
  else
    body = (
      <div className="grid grid-cards">
        {flows.map((flow) => (
          <WorkflowCard
            key={flow.flow_id}
            flow={flow}
            running={pendingFlowId === flow.flow_id && pendingKind === 'running'}
            toggling={pendingFlowId === flow.flow_id && pendingKind === 'toggling'}
            onToggle={() => p.onToggle(flow)}
            onRunNow={() => p.onRunNow(flow)}
            onMissedSlots={p.onMissedSlots && ((value) => p.onMissedSlots!(flow, value))}
            onDelete={() => p.onRequestDelete(flow)}
          />
        ))}
      </div>
    );

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>{t.workflows.title}</h1>
          <p className="muted">{t.workflows.subtitle}</p>
        </div>
        <div className="row-actions">
          <button type="button" className="button button-ghost" onClick={p.onManageCredentials}>
            <Icon name="key" /> {t.workflows.manageCredentials}
          </button>
          <Link href="/chat" className="button button-primary">
            <Icon name="plus" /> {t.workflows.create}
          </Link>
        </div>
      </header>
      {body}
      <ConfirmDialog
        open={confirmDelete !== null}
        onOpenChange={(open) => !open && p.onCancelDelete()}
        title={t.workflows.confirmTitle}
        description={confirmDelete ? t.workflows.confirmBody(confirmDelete.name) : ''}
        cancelLabel={t.workflows.cancel}
        confirmLabel={t.workflows.delete}
        onConfirm={p.onConfirmDelete}
      />
    </div>
  );
}

function EmptyWorkflows() {
  return (
    <div className="card empty-workflows">
      <div className="state-icon" aria-hidden="true">
        <Icon name="layers" size={36} />
      </div>
      <h2>{t.workflows.emptyTitle}</h2>
      <ol className="howto">
        {t.workflows.howTo.map((step, i) => (
          <li key={step}>
            <span className="step-number">{i + 1}</span>
            {step}
          </li>
        ))}
      </ol>
      <Link href="/chat" className="button button-primary">
        {t.workflows.openChat}
      </Link>
    </div>
  );
}
