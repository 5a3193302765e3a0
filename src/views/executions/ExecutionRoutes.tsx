import { useEffect, useState } from 'react';
import type { ExecutionQuery } from '../../../contracts';
import { useResource } from '../../app';
import { executions } from '../../api/endpoints';
import { replays, searchExecutions } from '../../api/alerts';
import { errorMessage } from '../../api/client';
import { t } from '../../i18n/messages';
import { alertTexts } from '../../i18n/alerts';
import { notify } from '../../stores/notifications';
import { StatePanel } from '../../components/StatePanel';
import { ExecutionDetailView } from './ExecutionDetailView';
import { ExecutionHistoryView, HISTORY_PAGE_SIZE } from './ExecutionHistoryView';

/** How often a running execution's page asks again until it ends. */
const RUNNING_REFRESH_MS = 1_500;
const PARKED_REFRESH_MAX_MS = 60_000;

/** A running execution is read again soon; one parked by a long wait, when its wait ends (at most a minute apart). */
function refreshDelay(waitingUntil: string | null): number {
  if (!waitingUntil) return RUNNING_REFRESH_MS;
  const untilDue = Date.parse(waitingUntil) - Date.now() + 500;
  return Math.min(PARKED_REFRESH_MAX_MS, Math.max(RUNNING_REFRESH_MS, untilDue));
}

/** /flows/:flowId/executions */
export function ExecutionHistoryRoute({ flowId }: { flowId: string }) {
  const [query, setQuery] = useState<ExecutionQuery>({ page: 1 });
  const r = useResource((signal) => searchExecutions(flowId, { ...query, page_size: HISTORY_PAGE_SIZE }, { signal }), [flowId, JSON.stringify(query)]);
  const flowName = r.data?.find((e) => e.flow_name)?.flow_name ?? null;
  const retrySelected = async (ids: string[]) => {
    try {
      const answer = await replays.bulk(flowId, ids);
      notify('success', alertTexts.retry.bulkStarted(answer.queued, answer.concurrency));
      setTimeout(() => r.reload(), RUNNING_REFRESH_MS);
    } catch (err) {
      notify('error', errorMessage(err, alertTexts.retry.bulkError));
    }
  };
  return (
    <ExecutionHistoryView
      executions={r.data}
      loading={r.loading || r.retrying}
      error={r.failed ? t.executions.loadError : null}
      flowName={flowName}
      query={query}
      onQuery={setQuery}
      onRetrySelected={retrySelected}
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
  const running = r.data?.execution_id === executionId && r.data.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => r.reload(), refreshDelay(r.data?.waiting_until ?? null));
    return () => clearTimeout(timer);
  });
  return (
    <ExecutionDetailView
      execution={r.data}
      loading={r.loading || r.retrying}
      notFound={notFound}
      error={r.failed && !notFound ? t.executions.detailError : null}
    />
  );
}
