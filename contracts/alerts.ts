import { z } from 'zod';

/** GET /api/notifications: one in-app failure alert (docs/alerts.md). */
export const AppNotification = z.object({
  id: z.string(),
  kind: z.enum(['failure', 'summary', 'recovered']),
  title: z.string(),
  message: z.string(),
  flow_id: z.string().nullable(),
  flow_name: z.string().nullable(),
  execution_id: z.string().nullable(),
  /** `/executions/{id}` inside the SPA. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof AppNotification>;

/** GET/PUT /api/settings/alerts: the channels besides the app, and whether each is possible. */
export const AlertChannels = z.object({
  in_app: z.literal(true),
  email: z.object({ enabled: z.boolean(), available: z.boolean(), address: z.string().nullable() }),
  telegram: z.object({ enabled: z.boolean(), connected: z.boolean(), chat_id: z.string().nullable() }),
  slack: z.object({ enabled: z.boolean(), connected: z.boolean(), channel: z.string().nullable() }),
});
export type AlertChannels = z.infer<typeof AlertChannels>;

export type AlertChannelsUpdate = { email?: boolean; telegram?: boolean; telegram_chat_id?: string | null; slack?: boolean; slack_channel?: string | null };

/** GET /api/health */
export type HealthAnswer = { status: 'ok' | 'degraded'; database: string; storage?: { disk_full: boolean; database_full: boolean; message: string | null } };

export type RetryFrom = 'trigger' | 'failed_step';
export type RetryAnswer = { execution_id: string; retry_of: string; from: RetryFrom; status: 'running' };
export type BulkRetryAnswer = { queued: number; execution_ids: string[]; concurrency: number };

/** GET /api/executions/flow/{flowId} query. */
export type ExecutionQuery = { status?: 'success' | 'error' | 'running'; from?: string; to?: string; q?: string; page?: number; page_size?: number };
