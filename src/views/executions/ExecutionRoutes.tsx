import { useResource } from '../../app';
import { executions } from '../../api/endpoints';
import { t } from '../../i18n/messages';
import { StatePanel } from '../../components/StatePanel';
import { ExecutionDetailView } from './ExecutionDetailView';
import { ExecutionHistoryView } from './ExecutionHistoryView';

/** /flows/:flowId/executions */
export function ExecutionHistoryRoute({ flowId }: { flowId: string }) {
  const r = useResource((signal) => executions.byFlow(flowId, { signal }), [flowId]);
  const flowName = r.data?.find((e) => e.flow_name)?.flow_name ?? null;
  return (
    <ExecutionHistoryView
      executions={r.data}
      loading={r.loading || r.retrying}
      error={r.failed ? t.executions.loadError : null}
      flowName={flowName}
    />
  );
}

/** /executions/:id */
export function ExecutionDetailRoute({ executionId }: { executionId: string | undefined }) {
  if (!executionId) return <StatePanel kind="error" title={t.executions.missingId} />;
  return <ExecutionDetail executionId={executionId} />;
}

function ExecutionDetail({ executionId }: { executionId: string }) {
  const r = useResource((signal) => executions.get(executionId, { signal }), [executionId]);
  const notFound = r.failed && r.status === 404;
  return (
    <ExecutionDetailView
      execution={r.data}
      loading={r.loading || r.retrying}
      notFound={notFound}
      error={r.failed && !notFound ? t.executions.detailError : null}
    />
  );
}
