import { createServer, connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHostHeader } from './loopback';

describe('isLoopbackAddress', () => {
  it('accepts the loopback interface in every spelling a socket reports', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses every other address, and none at all', () => {
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', '::', '128.0.0.1', 'localhost', '', undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('accepts the address a real loopback connection has', async () => {
    const server = createServer();
    const peer = new Promise<string | undefined>((resolve) => server.once('connection', (socket) => resolve(socket.remoteAddress)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const address = await peer;
    client.destroy();
    server.close();
    expect(isLoopbackAddress(address)).toBe(true);
  });
});

describe('isLoopbackHostHeader', () => {
  it('accepts loopback names with or without a port', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'app.localhost:3000']) {
      expect(isLoopbackHostHeader(host), host).toBe(true);
    }
  });

  it('refuses other names, tricks and nothing', () => {
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '192.0.2.2:3000', 'a@localhost', '', undefined]) {
      expect(isLoopbackHostHeader(host), String(host)).toBe(false);
    }
  });
});
