/** Failure alerts, alert channels, replays, execution filters and the server's health (docs/alerts.md). */
import type {
  AlertChannels, AlertChannelsUpdate, AppNotification, BulkRetryAnswer, Execution, ExecutionQuery, HealthAnswer, RetryAnswer, RetryFrom,
} from '../../contracts';
import { getJson, postJson, putJson } from './client';

type Opts = { signal?: AbortSignal };
const enc = encodeURIComponent;

export const alerts = {
  notifications: (o: Opts = {}) => getJson<AppNotification[]>('notifications', o),
  markRead: (id: string, o: Opts = {}) => postJson<{ id: string; read: true }>(`notifications/${enc(id)}/read`, undefined, o),
  settings: (o: Opts = {}) => getJson<AlertChannels>('settings/alerts', o),
  saveSettings: (body: AlertChannelsUpdate, o: Opts = {}) => putJson<AlertChannels>('settings/alerts', body, o),
  health: (o: Opts = {}) => getJson<HealthAnswer>('health', o),
};

export const replays = {
  retry: (executionId: string, from: RetryFrom, o: Opts = {}) => postJson<RetryAnswer>(`executions/${enc(executionId)}/retry`, { from }, o),
  bulk: (flowId: string, executionIds: string[], o: Opts = {}) => postJson<BulkRetryAnswer>(`flows/${enc(flowId)}/executions/retry`, { execution_ids: executionIds }, o),
};

/** A flow's executions with filters and search (empty values are left out). */
export function searchExecutions(flowId: string, query: ExecutionQuery, o: Opts = {}) {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  return getJson<Execution[]>(`executions/flow/${enc(flowId)}`, { ...o, searchParams });
}
