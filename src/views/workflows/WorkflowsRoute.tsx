import { useState } from 'react';
import { useWorkflowList } from '../../app';
import { onDemand } from '../../components/onDemand';
import { WorkflowsView } from './WorkflowsView';

const CredentialsModal = onDemand(async () => (await import('../credentials/CredentialsModal')).CredentialsModal);

const KINDS = { toggle: 'toggling', run: 'running', delete: 'deleting' } as const;

/** /workflows wired to the workflow list machine. */
export function WorkflowsRoute() {
  const w = useWorkflowList();
  const [credentialsOpen, setCredentialsOpen] = useState(false);
  return (
    <>
      <WorkflowsView
        flows={w.flows}
        loading={w.loading}
        error={w.error}
        pendingFlowId={w.pendingFlowId}
        pendingKind={w.pendingKind ? KINDS[w.pendingKind] : null}
        confirmDelete={w.flows.find((f) => f.flow_id === w.confirmDeleteId) ?? null}
        onToggle={(f) => w.toggle(f.flow_id)}
        onRunNow={(f) => w.runNow(f.flow_id)}
        onMissedSlots={(f, value) => w.setMissedSlots(f.flow_id, value)}
        onRequestDelete={(f) => w.requestDelete(f.flow_id)}
        onCancelDelete={w.cancelDelete}
        onConfirmDelete={w.confirmDelete}
        onManageCredentials={() => setCredentialsOpen(true)}
      />
      <CredentialsModal open={credentialsOpen} onOpenChange={setCredentialsOpen} />
    </>
  );
}
