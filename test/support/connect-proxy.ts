import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, connect, type Socket } from 'node:net';

export interface TestProxy {
  port: number;
  /** CONNECT targets tunnelled with the right credentials. */
  tunnels: string[];
  close(): Promise<void>;
}

/**
 * A small CONNECT proxy on loopback asking for basic credentials, as a bought proxy does: a tunnel is opened only
 * with the right Proxy-Authorization, anything else is answered 407. With `tls` it speaks TLS itself (an HTTPS proxy).
 */
export async function startConnectProxy(username: string, password: string, options: { tls?: { key: string; cert: string } } = {}): Promise<TestProxy> {
  const tunnels: string[] = [];
  const sockets = new Set<Socket>();
  const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const refuse = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(405);
    res.end();
  };
  const server: Server = options.tls ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, refuse) : createHttpServer(refuse);
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    if (req.headers['proxy-authorization'] !== expected) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="proxy"\r\n\r\n');
      return;
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
    upstream.once('error', () => client.writable && client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
