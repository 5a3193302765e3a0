import type { Config } from '../config';
import type { Db } from '../db';
import { notifications } from '../db/schema';
import { credentialLoader } from '../engine/credentials';
import { findAction } from '../nodes';
import type { AlertChannels } from './settings';
import { outboundText, type AlertKind, type AlertText } from './messages';

export type Delivery = {
  userId: string;
  flowId: string;
  executionId: string;
  kind: AlertKind;
  text: AlertText;
  /** Absolute link to the execution, for messages read outside the app. */
  link: string;
};

type Log = { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void };

const SEND_TIMEOUT_MS = 15_000;

/** In-app: always. */
async function inApp(db: Db, d: Delivery) {
  await db.insert(notifications).values({ userId: d.userId, flowId: d.flowId, executionId: d.executionId, kind: d.kind, title: d.text.title, message: d.text.message });
}

/** Email through the server's SMTP (the operator's own server: no outbound guard), to the account's address. */
async function email(config: Config, to: string, d: Delivery) {
  // imported with the first alert email, as the email step does, not with the server
  const { default: nodemailer } = await import('nodemailer');
  const s = config.smtp;
  const port = s.port ?? 587;
  const transport = nodemailer.createTransport({
    host: s.host,
    port,
    secure: s.secure ?? port === 465,
    auth: s.user ? { user: s.user, pass: s.password ?? '' } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: s.from ?? s.user ?? `Enlaza <no-reply@${s.host}>`, to, subject: `Enlaza: ${d.text.title}`, text: outboundText(d.text, d.link) });
  } finally {
    transport.close();
  }
}

/** Telegram or Slack: the same 'Enviar mensaje' actions the workflows use, with the owner's connection. */
async function viaAction(db: Db, config: Config, log: Log, nodeId: 'telegram' | 'slack', params: Record<string, unknown>, d: Delivery) {
  const action = findAction(nodeId, 'send_message');
  if (!action?.execute) return;
  await action.execute(
    {
      userId: d.userId,
      flowId: d.flowId,
      executionId: d.executionId,
      triggerType: 'manual',
      trigger: null,
      steps: {},
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      getCredential: credentialLoader(db, d.userId),
      config,
      log,
    },
    action.params.parse(params),
  );
}

/** Sends one alert to the app and every channel the owner turned on; a channel that fails is logged, not retried. */
export async function deliver(deps: { db: Db; config: Config; log: Log }, channels: AlertChannels, d: Delivery): Promise<void> {
  const { db, config, log } = deps;
  await inApp(db, d);
  const text = outboundText(d.text, d.link);
  const sends: [string, () => Promise<unknown>][] = [];
  if (channels.email.enabled && channels.email.available && channels.email.address) sends.push(['email', () => email(config, channels.email.address!, d)]);
  if (channels.telegram.enabled && channels.telegram.connected && channels.telegram.chat_id) {
    sends.push(['telegram', () => viaAction(db, config, log, 'telegram', { chat_id: channels.telegram.chat_id, message: text }, d)]);
  }
  if (channels.slack.enabled && channels.slack.connected && channels.slack.channel) {
    sends.push(['slack', () => viaAction(db, config, log, 'slack', { channel: channels.slack.channel, message: text }, d)]);
  }
  await Promise.all(
    sends.map(async ([channel, send]) => {
      try {
        await send();
      } catch (err) {
        log.warn({ channel, flowId: d.flowId, err: err instanceof Error ? err.message : String(err) }, 'failure alert not delivered');
      }
    }),
  );
}
