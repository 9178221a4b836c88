import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, connect, createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../../stand-ins/x';
import { ProxyFailure, type XGatewayError } from '../x-errors';
import type { XProxy, XSession } from '../x-gateway.port';
import { defaultXApiSettings } from './x-api-settings';
import { XHttpGateway } from './x-http-gateway';

interface TestProxy {
  port: number;
  /** host:port of every CONNECT tunnel opened. */
  tunnels: string[];
  /** Proxy-Authorization headers received. */
  authorizations: Array<string | undefined>;
  close(): Promise<void>;
}

/** A small CONNECT proxy, optionally with basic auth, optionally speaking TLS itself. */
async function startProxy(options: { auth?: { username: string; password: string }; tls?: { key: string; cert: string } } = {}): Promise<TestProxy> {
  const tunnels: string[] = [];
  const authorizations: Array<string | undefined> = [];
  const sockets = new Set<Socket>();
  const server: Server = options.tls ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }) : createHttpServer();
  server.on('request', (_req, res) => {
    res.writeHead(405);
    res.end();
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    const authorization = req.headers['proxy-authorization'];
    authorizations.push(authorization);
    if (options.auth) {
      const expected = `Basic ${Buffer.from(`${options.auth.username}:${options.auth.password}`).toString('base64')}`;
      if (authorization !== expected) {
        client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="proxy"\r\n\r\n');
        return;
      }
    }
    const [host, port] = (req.url ?? '').split(':');
    tunnels.push(req.url ?? '');
    const upstream = connect(Number(port), host);
    sockets.add(upstream);
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.once('error', () => {
      if (client.writable) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    tunnels,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on which nothing listens. */
async function deadPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function failure(promise: Promise<unknown>, secrets: string[]): Promise<XGatewayError> {
  try {
    await promise;
  } catch (error) {
    const e = error as XGatewayError;
    for (const secret of secrets) {
      expect(e.message).not.toContain(secret);
      expect(JSON.stringify(e)).not.toContain(secret);
    }
    return e;
  }
  throw new Error('expected a failure');
}

const DEMO = DEMO_SESSIONS[0];
const PASSWORD = 's3cret-proxy-pass';
let sim: XSimulator;
const gateways: XHttpGateway[] = [];
const proxies: TestProxy[] = [];

function gateway(baseUrl = sim.url, proxyTls?: { ca: string }): XHttpGateway {
  const g = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl, connectTimeoutMs: 2000, totalTimeoutMs: 5000 }), proxyTls });
  gateways.push(g);
  return g;
}

function session(proxy: XProxy): XSession {
  return { authToken: DEMO.authToken, ct0: DEMO.ct0, proxy };
}

beforeAll(async () => {
  sim = await startXSimulator();
});

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await Promise.all(proxies.map((p) => p.close()));
  await sim.close();
});

describe('through an HTTP proxy', () => {
  it('tunnels every call through CONNECT', async () => {
    const proxy = await startProxy();
    proxies.push(proxy);
    const s = session({ type: 'HTTP', host: '127.0.0.1', port: proxy.port });
    const g = gateway();
    expect((await g.verifyCredentials(s)).screenName).toBe('outtwit_demo');
    const page = await g.listFollowers(s, '900000104');
    await g.sendDirectMessage(s, '900000101', 'Hello through the proxy');
    expect(page.profiles).toHaveLength(20);
    expect(proxy.tunnels.length).toBeGreaterThanOrEqual(1);
    expect(proxy.tunnels.every((t) => t === `127.0.0.1:${sim.port}`)).toBe(true);
    expect(sim.state.dms({ senderId: DEMO.userId, recipientId: '900000101' }).map((d) => d.text)).toContain('Hello through the proxy');
  });

  it('sends basic credentials to a proxy that asks for them', async () => {
    const proxy = await startProxy({ auth: { username: 'buyer', password: PASSWORD } });
    proxies.push(proxy);
    const s = session({ type: 'HTTP', host: '127.0.0.1', port: proxy.port, username: 'buyer', password: PASSWORD });
    expect((await gateway().lookupUser(s, 'growthhq')).followersCount).toBe(250_000);
    expect(proxy.authorizations.at(-1)).toBe(`Basic ${Buffer.from(`buyer:${PASSWORD}`).toString('base64')}`);
  });

  it('wrong proxy credentials -> ProxyFailure (stop_account), without the password in the message', async () => {
    const proxy = await startProxy({ auth: { username: 'buyer', password: PASSWORD } });
    proxies.push(proxy);
    const wrong = 'not-the-password';
    const s = session({ type: 'HTTP', host: '127.0.0.1', port: proxy.port, username: 'buyer', password: wrong });
    const error = await failure(gateway().lookupUser(s, 'growthhq'), [wrong, DEMO.authToken, DEMO.ct0, Buffer.from(`buyer:${wrong}`).toString('base64')]);
    expect(error).toBeInstanceOf(ProxyFailure);
    expect(error.action).toBe('stop_account');
    expect(error.message).toMatch(/^Proxy failed: the proxy rejected its credentials/);
  });

  it('a proxy that refuses the connection -> ProxyFailure', async () => {
    const port = await deadPort();
    const s = session({ type: 'HTTP', host: '127.0.0.1', port, username: 'buyer', password: PASSWORD });
    const error = await failure(gateway().verifyCredentials(s), [PASSWORD, DEMO.authToken, DEMO.ct0]);
    expect(error).toBeInstanceOf(ProxyFailure);
    expect(error.message).toContain('could not reach the proxy');
  });

  it('a CONNECT the proxy cannot complete -> ProxyFailure', async () => {
    const proxy = await startProxy();
    proxies.push(proxy);
    const unreachable = `http://127.0.0.1:${await deadPort()}`;
    const error = await failure(gateway(unreachable).verifyCredentials(session({ type: 'HTTP', host: '127.0.0.1', port: proxy.port })), [
      DEMO.authToken,
      DEMO.ct0,
    ]);
    expect(error).toBeInstanceOf(ProxyFailure);
    expect(error.httpStatus).toBe(502);
  });
});

describe('through an HTTPS proxy (TLS to the proxy)', () => {
  let dir: string | undefined;
  let tls: { key: string; cert: string } | undefined;

  beforeAll(() => {
    try {
      dir = mkdtempSync(path.join(tmpdir(), 'x-proxy-tls-'));
      execFileSync(
        'openssl',
        [
          'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
          '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
          '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      tls = { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
    } catch {
      tls = undefined;
    }
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('tunnels through a TLS proxy with credentials', async (context) => {
    if (!tls) return context.skip('openssl is not available to make a certificate');
    const proxy = await startProxy({ tls, auth: { username: 'buyer', password: PASSWORD } });
    proxies.push(proxy);
    const s = session({ type: 'HTTPS', host: '127.0.0.1', port: proxy.port, username: 'buyer', password: PASSWORD });
    expect((await gateway(sim.url, { ca: tls.cert }).verifyCredentials(s)).userId).toBe(DEMO.userId);
    expect(proxy.tunnels).toEqual([`127.0.0.1:${sim.port}`]);
  });

  it('an HTTPS proxy whose certificate is not trusted -> ProxyFailure', async (context) => {
    if (!tls) return context.skip('openssl is not available to make a certificate');
    const proxy = await startProxy({ tls });
    proxies.push(proxy);
    const error = await failure(gateway().verifyCredentials(session({ type: 'HTTPS', host: '127.0.0.1', port: proxy.port })), [
      DEMO.authToken,
      DEMO.ct0,
    ]);
    expect(error).toBeInstanceOf(ProxyFailure);
  });
});
