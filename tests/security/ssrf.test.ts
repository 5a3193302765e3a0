/**
 * SSRF at run time: with the outbound guard on (ENLAZA_ALLOW_PRIVATE_NETWORK unset), no node a
 * user configures reaches a loopback, private, link-local, metadata, CGNAT, multicast or
 * unspecified address, however it is written (decimal, hex, octal, short IPv4; mapped, NAT64 and
 * compatible IPv6) or whatever a host name resolves to, including a name whose DNS answer changes
 * between two lookups (rebinding). SMTP and PostgreSQL hosts come from credentials saved earlier
 * ("an old credential"), so only the run-time check stands between them and 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from '../server/harness';
import { saveCredential } from '../../server/credentials/store';
import {
  PUBLIC_STAND_IN, answerDns, databaseEndpoint, startHttpTarget, startSmtpTarget, startTcpTarget, v4, v6, watchSockets, type Listener,
} from './support/outbound';

const REFUSED = /no está permitida: Enlaza no se conecta a redes privadas ni locales$/;

/** Hosts as a user would write them in a URL; SMTP and PostgreSQL get them without brackets. */
const HOSTS = [
  '127.0.0.1', '127.1', '2130706433', '0x7f000001', '0177.0.0.1', '0x7f.1', '017700000001', '127.255.255.254', 'localhost',
  '[::1]', '[0:0:0:0:0:0:0:1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::127.0.0.1]', '[64:ff9b::7f00:1]',
  '10.0.0.1', '10.255.255.254', '172.16.0.1', '172.31.255.254', '192.168.0.1', '192.168.1.254',
  '169.254.169.254', '[::ffff:169.254.169.254]', '100.64.0.1', '100.127.255.254',
  '0.0.0.0', '0', '[::]', '[fc00::1]', '[fd00:ec2::254]', '[fe80::1]', '224.0.0.1', '255.255.255.255', '[ff02::1]', '[::ffff:10.0.0.1]',
  // Names answered by the test's resolver.
  'interno.ejemplo.test', 'metadatos.ejemplo.test', 'seis.ejemplo.test', 'mixto.ejemplo.test',
];
const REBINDING = 'rebind.ejemplo.test';

describe.each(backends)('SSRF at run time (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  let userId: string;
  let httpTarget: Listener;
  let smtpTarget: Listener;
  let pgTarget: Listener;
  let dns: ReturnType<typeof answerDns>;
  let sockets: ReturnType<typeof watchSockets>;
  const db = databaseEndpoint();

  beforeAll(async () => {
    [httpTarget, smtpTarget, pgTarget] = await Promise.all([startHttpTarget(), startSmtpTarget(), startTcpTarget()]);
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'false' });
    expect(t.config.allowPrivateNetwork).toBe(false);
    const u = await t.signUp();
    auth = u.auth;
    userId = (await t.app.services.tokens.verifyAccess(u.access_token))!;
    dns = answerDns({
      'interno.ejemplo.test': [v4('127.0.0.1')],
      'metadatos.ejemplo.test': [v4('169.254.169.254')],
      'seis.ejemplo.test': [v6('::1')],
      'mixto.ejemplo.test': [v4(PUBLIC_STAND_IN), v4('127.0.0.1')],
      // Public for the first lookup, loopback for every later one.
      [REBINDING]: (asked) => [asked === 1 ? v4(PUBLIC_STAND_IN) : v4('127.0.0.1')],
    });
    sockets = watchSockets((s) => !!db && s.port === db.port && (s.host === db.host || s.host === 'localhost' || s.host === '127.0.0.1'));
  });
  afterAll(async () => {
    sockets?.restore();
    dns?.restore();
    await t?.close();
    await Promise.all([httpTarget?.close(), smtpTarget?.close(), pgTarget?.close()]);
  });

  const createFlow = async (step: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, ...step }] } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().flow_id as string;
  };
  const runNow = async (flowId: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; execution_results: { status: string; error: string | null }[] };
  };
  const bare = (host: string) => host.replace(/^\[|\]$/g, '');
  const saveHost = (serviceId: 'email' | 'postgres', host: string, port: number) =>
    saveCredential(t.app.services.db, t.app.services.vault, serviceId === 'email'
      ? { userId, serviceId, provider: 'smtp', flavor: 'smtp', mechanism: 'api_key', secret: { host, port, from: 'tienda@correo.mx' } }
      : { userId, serviceId, provider: 'postgres', flavor: 'postgres', mechanism: 'db_credentials', secret: { host, port, database: 'ventas', user: 'app', password: 'clave' } });

  /** The four kinds of sockets a user can point somewhere: each returns the step's error for a host. */
  const nodes: Record<string, (host: string) => Promise<string | null>> = {
    'Solicitud HTTP': async (host) => {
      const run = await runNow(await createFlow({ node_id: 'http', action_id: 'request', params: { url: `http://${host}:${httpTarget.port}/interno` } }));
      return run.execution_results[1].error;
    },
    'Discord (cliente de API)': async (host) => {
      const run = await runNow(await createFlow({ node_id: 'discord', action_id: 'send_message', params: { webhook_url: `http://${host}:${httpTarget.port}/api/webhooks/1/x`, message: 'hola' } }));
      return run.execution_results[1].error;
    },
    'Correo (SMTP)': async (host) => {
      await saveHost('email', bare(host), smtpTarget.port);
      const run = await runNow(emailFlow);
      return run.execution_results[1].error;
    },
    PostgreSQL: async (host) => {
      await saveHost('postgres', bare(host), pgTarget.port);
      const run = await runNow(pgFlow);
      return run.execution_results[1].error;
    },
  };
  let emailFlow: string;
  let pgFlow: string;
  const reached = () => httpTarget.connections() + smtpTarget.connections() + pgTarget.connections() + sockets.attempts.length;

  it('refuses every private address form in every socket-opening node, at run time', async () => {
    emailFlow = await createFlow({ node_id: 'email', action_id: 'send_email', params: { to: 'ana@correo.mx', subject: 'Hola', body: 'x' } });
    pgFlow = await createFlow({ node_id: 'postgres', action_id: 'query', params: { query: 'select 1' } });
    const failures: string[] = [];
    for (const [node, run] of Object.entries(nodes)) {
      for (const host of HOSTS) {
        const error = await run(host);
        if (!error || !REFUSED.test(error)) failures.push(`${node} ${host}: ${error}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sockets.attempts).toEqual([]);
    expect(reached()).toBe(0);
    console.log(`SSRF: ${HOSTS.length} addresses × ${Object.keys(nodes).length} nodes, ${reached()} reached`);
  });

  it('DNS rebinding: the socket goes to the address that was checked, and a later lookup answering loopback is refused', async () => {
    for (const [node, run] of Object.entries(nodes)) {
      dns.reset();
      sockets.attempts.length = 0;
      const error = await run(REBINDING);
      // First attempt: the public answer, checked and connected to (refused locally, so retried);
      // the retry's lookup answers 127.0.0.1 and is refused before any socket opens.
      expect(sockets.attempts.map((a) => a.host), node).toEqual([PUBLIC_STAND_IN]);
      expect(dns.asked(REBINDING), node).toBe(2);
      expect(error, node).toMatch(REFUSED);
    }
    expect(httpTarget.connections() + smtpTarget.connections() + pgTarget.connections()).toBe(0);
    console.log(`SSRF rebinding: ${Object.keys(nodes).length} nodes, each connected only to the checked public answer, 0 reached`);
  });
});
