import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config';
import { credentials } from '../../server/db/schema';
import { findAction } from '../../server/nodes';
import { NO_SMTP_MESSAGE } from '../../server/nodes/email';
import type { ExecutionContext } from '../../server/nodes/types';
import { backends, startTestApp, type TestApp } from './harness';

type Mail = { from: string; to: string[]; raw: string; user?: string };

/** A real SMTP server on 127.0.0.1; with `auth`, only that user and password are accepted. */
async function startSmtp(auth?: { user: string; pass: string }) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(a, _session, cb) {
      if (auth && a.username === auth.user && a.password === auth.pass) return cb(null, { user: a.username });
      return cb(new Error('Credenciales inválidas'));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c) => (raw += c));
      stream.on('end', () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw, user: session.user as string | undefined });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return { mails, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const ctx = (config: Config, cred: Record<string, unknown> | null = null): ExecutionContext => ({
  userId: 'u', flowId: 'f', executionId: 'e', triggerType: 'manual', trigger: {}, steps: {}, signal: new AbortController().signal,
  getCredential: async (service) => (service === 'email' ? cred : null),
  config,
  log: { info() {}, warn() {} },
});

describe('email/send_email node', () => {
  const action = findAction('email', 'send_email')!;
  let open: Awaited<ReturnType<typeof startSmtp>>;
  let authed: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    open = await startSmtp();
    authed = await startSmtp({ user: 'ventas@tienda.mx', pass: 'clave-smtp' });
  });
  afterAll(async () => {
    await open.close();
    await authed.close();
  });

  it('sends through the server SMTP settings (config.smtp)', async () => {
    const config = loadConfig({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(open.port), SMTP_FROM: 'Enlaza <avisos@enlaza.mx>' }, { clientDir: null });
    const params = action.params.parse({ to: 'cliente@correo.mx, socio@correo.mx', subject: 'Nuevo pedido #42', body: 'Hola, tu pedido está listo.' });
    const out = (await action.execute!(ctx(config), params)) as { accepted: string[]; message_id: string };
    expect(out.accepted).toEqual(['cliente@correo.mx', 'socio@correo.mx']);
    expect(out.message_id).toMatch(/^<.+>$/);
    const mail = open.mails.at(-1)!;
    expect(mail.from).toBe('avisos@enlaza.mx');
    expect(mail.to).toEqual(['cliente@correo.mx', 'socio@correo.mx']);
    expect(mail.raw).toMatch(/^Subject: Nuevo pedido #42\r?$/m);
    expect(mail.raw).toMatch(/^To: cliente@correo.mx, socio@correo.mx\r?$/m);
    expect(mail.raw).toContain('tu pedido est=C3=A1 listo.');
  });

  it("prefers the user's email credential, authenticating with it", async () => {
    const config = loadConfig({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(open.port) }, { clientDir: null });
    const cred = { host: '127.0.0.1', port: authed.port, user: 'ventas@tienda.mx', password: 'clave-smtp' };
    const params = action.params.parse({ to: 'ana@correo.mx', subject: 'Hola', body: '<b>Hola</b>', html: 'true' });
    await action.execute!(ctx(config, cred), params);
    const mail = authed.mails.at(-1)!;
    expect(mail.user).toBe('ventas@tienda.mx');
    expect(mail.from).toBe('ventas@tienda.mx');
    expect(mail.raw).toContain('Content-Type: text/html');
    const wrong = { ...cred, password: 'otra' };
    await expect(action.execute!(ctx(config, wrong), params)).rejects.toThrow('El servidor de correo rechazó el usuario o la contraseña');
  });

  it('fails clearly when no SMTP server is configured', async () => {
    const config = loadConfig({}, { clientDir: null });
    const params = action.params.parse({ to: 'ana@correo.mx', subject: 'Hola', body: 'x' });
    await expect(action.execute!(ctx(config), params)).rejects.toThrow(NO_SMTP_MESSAGE);
  });

  it('validates recipients, subject and body in Spanish', () => {
    const r = action.params.safeParse({ to: 'ana', body: { a: 1 } });
    expect(r.error!.issues.map((i) => i.message)).toEqual(['El campo "Para" debe contener direcciones de correo válidas', 'El campo "Asunto" es obligatorio']);
    expect(action.params.parse({ to: 'a@b.mx', subject: 's', body: { a: 1 } })).toMatchObject({ body: '{\n  "a": 1\n}' });
  });
});

describe.each(backends)('email node through the engine with a stored credential (%s)', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp({ user: 'u1', pass: 'p1' });
    // The fake SMTP server listens on 127.0.0.1: the outbound guard is off here (tests/security/ssrf.test.ts covers it on).
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('reads a plain-JSON email credential and sends the templated message', async () => {
    const u = await t.signUp();
    const userId = (await t.app.services.tokens.verifyAccess(u.access_token))!;
    await t.app.services.db.insert(credentials).values({
      userId, serviceId: 'email', provider: 'smtp', mechanism: 'api_key',
      secret: JSON.stringify({ host: '127.0.0.1', port: smtp.port, user: 'u1', password: 'p1', from: 'tienda@correo.mx' }),
    });
    const created = await t.app.inject({
      method: 'POST', url: '/api/flows/create', headers: u.auth,
      payload: { steps: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
        { step: 2, node_id: 'email', action_id: 'send_email', params: { to: '{{trigger.body.email}}', subject: 'Gracias {{trigger.body.nombre}}', body: 'Recibimos tu solicitud.' } },
      ] },
    });
    const res = await t.app.inject({ method: 'POST', url: `/webhooks/${created.json().flow_id}?test=true`, headers: u.auth, payload: { email: 'luz@correo.mx', nombre: 'Luz' } });
    expect(res.json().status).toBe('success');
    const mail = smtp.mails.at(-1)!;
    expect(mail).toMatchObject({ from: 'tienda@correo.mx', to: ['luz@correo.mx'], user: 'u1' });
    expect(mail.raw).toMatch(/^Subject: Gracias Luz\r?$/m);
    expect(mail.raw).toContain('Recibimos tu solicitud.');
    expect(JSON.stringify(res.json())).not.toContain('p1');
  });
});
