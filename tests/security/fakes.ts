import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startFakeApi, type FakeApi } from '../server/fakes/fake-api';
import { SLACK_PLAN, startFakeLlm, type FakeLlm } from '../server/fakes/llm-servers';
import type { Secrets } from './secrets';

/**
 * The outside world of the battery, all on 127.0.0.1: one fake HTTP API standing in for Telegram,
 * WhatsApp, GitHub and GitHub's OAuth token endpoint, a real SMTP server that accepts only the
 * canary password, and a fake OpenAI. `env` points the app at them.
 */

/** WhatsApp numbers the fake answers with an error that repeats the bearer token it received. */
export const ECHOING_NUMBER = '+5215500000000';

async function startSmtp(user: string, pass: string) {
  let delivered = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(a, _session, cb) {
      if (a.username === user && a.password === pass) return cb(null, { user });
      return cb(new Error('Credenciales inválidas'));
    },
    onData(stream, _session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        delivered++;
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.server.address() as AddressInfo).port,
    delivered: () => delivered,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type Fakes = {
  api: FakeApi;
  llm: FakeLlm;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  smtpUser: string;
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startFakes(secrets: Secrets): Promise<Fakes> {
  const api = await startFakeApi({
    'POST /tg/:bot/getMe': { body: { ok: true, result: { id: 4242, is_bot: true, username: 'tienda_bot' } } },
    'GET /tg/:bot/getMe': { body: { ok: true, result: { id: 4242, is_bot: true, username: 'tienda_bot' } } },
    'POST /tg/:bot/sendMessage': { body: { ok: true, result: { message_id: 7, chat: { id: 4242 }, date: 1_700_000_000 } } },
    'POST /wa/:phone/messages': (req) =>
      req.json?.to === ECHOING_NUMBER.replace(/\D/g, '')
        // A careless service: its error repeats the credential it was sent.
        ? { status: 400, body: { error: { message: `Invalid OAuth access token: ${req.headers.authorization}` } } }
        : { body: { messages: [{ id: 'wamid.1' }], contacts: [{ wa_id: String(req.json?.to) }] } },
    'POST /gh/repos/:owner/:repo/issues': { status: 201, body: { id: 1, number: 12, html_url: 'https://github.com/tienda/web/issues/12', state: 'open' } },
    'POST /oauth/token': {
      body: { access_token: secrets.oauthAccessToken, refresh_token: secrets.oauthRefreshToken, token_type: 'bearer', expires_in: 28_800, scope: 'repo' },
    },
  });
  const llm = await startFakeLlm('openai');
  llm.script({ object: SLACK_PLAN });
  const smtpUser = 'ventas@tienda.mx';
  const smtp = await startSmtp(smtpUser, secrets.smtpPassword);
  return {
    api,
    llm,
    smtp,
    smtpUser,
    env: {
      ENLAZA_ALLOW_PRIVATE_NETWORK: 'true',
      ENLAZA_TELEGRAM_API_URL: `${api.url}/tg`,
      ENLAZA_WHATSAPP_API_URL: `${api.url}/wa`,
      ENLAZA_GITHUB_API_URL: `${api.url}/gh`,
      ENLAZA_OAUTH_GITHUB_AUTHORIZE_URL: `${api.url}/oauth/authorize`,
      ENLAZA_OAUTH_GITHUB_TOKEN_URL: `${api.url}/oauth/token`,
      ENLAZA_OPENAI_BASE_URL: llm.url,
    },
    close: async () => {
      await api.close();
      await llm.close();
      await smtp.close();
    },
  };
}
