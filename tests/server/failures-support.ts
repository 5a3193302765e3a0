import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from './harness';

/** Helpers of the issue-18 suites (alerts, replay, error path, retention, search). */

export type Auth = { authorization: string };

export async function call(t: TestApp, auth: Auth | undefined, method: string, url: string, payload?: unknown) {
  return t.app.inject({ method: method as 'GET', url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

/** A flow saved through POST /api/flows/create; answers its id. */
export async function createFlow(t: TestApp, auth: Auth, name: string, steps: unknown[]): Promise<string> {
  const res = await call(t, auth, 'POST', '/api/flows/create', { name, steps });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().flow_id;
}

export async function userIdOf(t: TestApp, accessToken: string): Promise<string> {
  return (await t.app.services.tokens.verifyAccess(accessToken))!;
}

/** Runs a flow as its webhook would (a production trigger, so failures alert). */
export function runWebhook(t: TestApp, flowId: string, body: unknown) {
  return t.app.services.engine.runFlow(flowId, { type: 'webhook', payload: { body, query: {}, headers: {}, method: 'POST' } });
}

export type Mail = { to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps every message. */
export async function startSmtp() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c) => (raw += c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return { mails, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The text of a mail: quoted-printable soft breaks and escapes undone, headers' encoded words decoded. */
export function mailText(raw: string): string {
  const unfolded = raw.replace(/\?=\s+=\?utf-8\?([QB])\?/gi, (_m, enc: string) => (enc.toUpperCase() === 'Q' ? '' : '?==?utf-8?B?'));
  const words = unfolded.replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_m, w: string) => w.replace(/_/g, ' ')).replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_m, b: string) => Buffer.from(b, 'base64').toString('latin1'));
  const joined = words.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
