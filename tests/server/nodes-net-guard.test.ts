import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from '../../server/net/address';
import { assertPublicHost, safeFetch } from '../../server/net/safe-fetch';
import { canonicalHost, socketTarget, useHostResolver } from '../../server/net/guard';
import { StepError } from '../../server/nodes/types';
import { nodeContext, runAction, stepError } from './fakes/context';

const REFUSED = (host: string) => `La dirección ${host} no está permitida: Enlaza no se conecta a redes privadas ni locales`;

describe('outbound address guard', () => {
  let server: http.Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits++;
      if (req.url === '/redirect') {
        res.writeHead(302, { location: `http://127.0.0.1:${port}/secreto` });
        return res.end();
      }
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('classifies loopback, private, link-local, metadata and mapped addresses as blocked', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
      '::1', '[::1]', '::', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', 'fe80::1', 'fd00:ec2::254', 'fc00::5']) {
      expect(isBlockedAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', 'not-an-ip']) {
      expect(isBlockedAddress(ip), ip).toBe(false);
    }
  });

  it('refuses literal IPs, bracketed IPv6, mapped IPv6 and names resolving to loopback without the flag', async () => {
    const ctx = nodeContext({ env: { ENLAZA_ALLOW_PRIVATE_NETWORK: 'false' } });
    expect(ctx.config.allowPrivateNetwork).toBe(false);
    const before = hits;
    for (const [url, host] of [
      [`http://127.0.0.1:${port}/x`, '127.0.0.1'],
      ['http://10.0.0.8/x', '10.0.0.8'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      [`http://[::ffff:127.0.0.1]:${port}/x`, '[::ffff:7f00:1]'],
      [`http://[::1]:${port}/x`, '[::1]'],
      [`http://localhost:${port}/x`, 'localhost'],
    ]) {
      const err = await stepError(runAction(ctx, 'http', 'request', { url }));
      expect(err, url).toMatchObject({ message: REFUSED(host), retryable: false });
    }
    expect(hits).toBe(before);
  });

  it('refuses in safeFetch itself (used by every node) and in the host check used for databases', async () => {
    const before = hits;
    const err = await safeFetch(`http://127.0.0.1:${port}/redirect`, { allowPrivateNetwork: false }).catch((e) => e);
    expect(err).toBeInstanceOf(StepError);
    expect(err.message).toBe(REFUSED('127.0.0.1'));
    expect(hits).toBe(before);
    await expect(assertPublicHost('localhost')).rejects.toThrow(REFUSED('localhost'));
    await expect(assertPublicHost('[::1]')).rejects.toThrow(REFUSED('[::1]'));
    await expect(assertPublicHost('8.8.8.8')).resolves.toBe('8.8.8.8');
  });

  it('lets the same requests through when ENLAZA_ALLOW_PRIVATE_NETWORK=true', async () => {
    const ctx = nodeContext();
    expect(ctx.config.allowPrivateNetwork).toBe(true);
    expect(await runAction(ctx, 'http', 'request', { url: `http://localhost:${port}/x` })).toMatchObject({ status: 200, body: 'ok' });
    expect(await runAction(ctx, 'http', 'request', { url: `http://127.0.0.1:${port}/redirect` })).toMatchObject({ status: 200, body: 'ok' });
  });

  it('reads legacy IPv4 forms as a socket would, and gives sockets the checked address with the name for TLS', async () => {
    for (const host of ['2130706433', '0x7f000001', '0177.0.0.1', '0x7f.1', '127.1', '017700000001', ' 127.0.0.1 ']) {
      expect(canonicalHost(host), host).toBe('127.0.0.1');
    }
    expect(canonicalHost('[::FFFF:127.0.0.1]')).toBe('::ffff:7f00:1');
    expect(canonicalHost('Correo.Ejemplo.MX')).toBe('Correo.Ejemplo.MX'); // names are resolved as given
    expect(canonicalHost('/var/run/postgresql')).toBe('/var/run/postgresql');
    const guardOn = { allowPrivateNetwork: false };
    const restore = useHostResolver(async (name) => (name === 'correo.ejemplo.mx' ? [{ address: '2606:4700::1', family: 6 }, { address: '8.8.4.4', family: 4 }] : []));
    try {
      expect(await socketTarget('correo.ejemplo.mx', guardOn)).toEqual({ host: '8.8.4.4', servername: 'correo.ejemplo.mx' });
      expect(await socketTarget('134744072', guardOn)).toEqual({ host: '8.8.8.8' });
      await expect(socketTarget('0x7f000001', guardOn)).rejects.toThrow(REFUSED('127.0.0.1'));
      await expect(socketTarget('nadie.ejemplo.mx', guardOn)).rejects.toMatchObject({ code: 'ENOTFOUND' });
      expect(await socketTarget('localhost', { allowPrivateNetwork: true })).toEqual({ host: 'localhost' });
    } finally {
      restore();
    }
  });
});
