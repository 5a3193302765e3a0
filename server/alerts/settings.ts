import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db';
import { alertSettings, credentials, users } from '../db/schema';

/** PUT /api/settings/alerts: which channels, besides the app, get the alerts. */
export const AlertSettingsInput = z.object({
  email: z.boolean().optional(),
  telegram: z.boolean().optional(),
  telegram_chat_id: z.union([z.string().trim().max(64), z.number().int()]).nullable().optional(),
  slack: z.boolean().optional(),
  slack_channel: z.string().trim().max(80).nullable().optional(),
});
export type AlertSettingsInput = z.infer<typeof AlertSettingsInput>;

/** What the owner chose, with what is possible: email needs the server's SMTP, Telegram/Slack a connection. */
export type AlertChannels = {
  in_app: true;
  email: { enabled: boolean; available: boolean; address: string | null };
  telegram: { enabled: boolean; connected: boolean; chat_id: string | null };
  slack: { enabled: boolean; connected: boolean; channel: string | null };
};

const DEFAULTS = { email: true, telegram: false, telegramChatId: null as string | null, slack: false, slackChannel: null as string | null };

export async function readAlertChannels(db: Db, config: Config, userId: string): Promise<AlertChannels> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId)).limit(1);
  const s = row ?? DEFAULTS;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const connected = await db
    .select({ serviceId: credentials.serviceId })
    .from(credentials)
    .where(and(eq(credentials.userId, userId), inArray(credentials.serviceId, ['telegram', 'slack']), eq(credentials.status, 'connected')));
  const has = (id: string) => connected.some((c) => c.serviceId === id);
  return {
    in_app: true,
    email: { enabled: s.email, available: !!config.smtp.host, address: user?.email ?? null },
    telegram: { enabled: s.telegram, connected: has('telegram'), chat_id: s.telegramChatId },
    slack: { enabled: s.slack, connected: has('slack'), channel: s.slackChannel },
  };
}

const blankToNull = (v: string | number | null | undefined) => (v === undefined ? undefined : v === null || String(v).trim() === '' ? null : String(v).trim());

export async function writeAlertChannels(db: Db, userId: string, input: AlertSettingsInput): Promise<void> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId)).limit(1);
  const next = {
    email: input.email ?? row?.email ?? DEFAULTS.email,
    telegram: input.telegram ?? row?.telegram ?? DEFAULTS.telegram,
    telegramChatId: blankToNull(input.telegram_chat_id) ?? (input.telegram_chat_id === undefined ? row?.telegramChatId ?? null : null),
    slack: input.slack ?? row?.slack ?? DEFAULTS.slack,
    slackChannel: blankToNull(input.slack_channel) ?? (input.slack_channel === undefined ? row?.slackChannel ?? null : null),
    updatedAt: new Date(),
  };
  await db.insert(alertSettings).values({ userId, ...next }).onConflictDoUpdate({ target: alertSettings.userId, set: next });
}
