import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startConnectProxy, type TestProxy } from '../../../../test/support/connect-proxy';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../../stand-ins/x';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { pinnedProxyHost } from './proxy-address';

// An HTTPS proxy whose certificate names it only by DNS, as a bought proxy's does; the name resolves nowhere
// but through the test's resolver.
const PROXY_NAME = 'proxy.outtwit.test';
const demo = DEMO_SESSIONS[0] as (typeof DEMO_SESSIONS)[number];
let dir: string;
let cert: string;
let proxy: TestProxy;
let simulator: XSimulator;
let gateway: XHttpGateway;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'proxy-pinning-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${PROXY_NAME}`, '-addext', `subjectAltName=DNS:${PROXY_NAME}`, '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
    { stdio: 'ignore' },
  );
  cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  proxy = await startConnectProxy('buyer', 'proxy-pass', { tls: { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert } });
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url, connectTimeoutMs: 2000, totalTimeoutMs: 5000 }), proxyTls: { ca: cert } });
});

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await simulator?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('an HTTPS proxy named by DNS is reached at the address that was checked, under its name, and its name is not resolved again', async () => {
  // A rebinding name: the proxy's address for the check, an address where nothing answers for any later lookup.
  const lookups: string[] = [];
  const rebinding = async (host: string) => {
    lookups.push(host);
    return lookups.length === 1 ? ['127.0.0.1'] : ['192.0.2.1'];
  };
  const pinned = await pinnedProxyHost(PROXY_NAME, 'HTTPS', true, rebinding);
  const viewer = await gateway.verifyCredentials({
    authToken: demo.authToken,
    ct0: demo.ct0,
    proxy: { type: 'HTTPS', ...pinned, port: proxy.port, username: 'buyer', password: 'proxy-pass' },
  });
  expect(viewer.userId).toBe(demo.userId);
  // The tunnel went through the proxy at the checked address (its certificate verified against the name).
  expect(proxy.tunnels).toEqual([`127.0.0.1:${simulator.port}`]);
  expect(lookups).toEqual([PROXY_NAME]);
});
