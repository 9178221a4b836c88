import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/start-app';

// The app listens on every interface here, so the same server can be reached from loopback and from this
// machine's network address, as a colleague on the LAN would reach it.
let app: TestApp;
let port: number;

beforeAll(async () => {
  app = await startTestApp({ HOST: '0.0.0.0', TRUST_PROXY: '1' });
  port = Number(new URL(app.url).port);
});

afterAll(async () => {
  await app?.close();
});

/** A non-loopback IPv4 address of this machine, if it has one. */
function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

/** GET with exactly the given headers (fetch would not let a test pick the Host). */
function get(host: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host, port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the development mailbox', () => {
  it('answers a browser on this machine', async () => {
    for (const path of ['/dev/mailbox', '/api/dev/mailbox']) {
      expect((await get('127.0.0.1', path, { host: `localhost:${port}` })).status, path).toBe(200);
      expect((await get('127.0.0.1', path, { host: `127.0.0.1:${port}` })).status, path).toBe(200);
    }
  });

  it.runIf(networkAddress())('refuses a connection from the network, whatever X-Forwarded-For or Host claim', async () => {
    const address = networkAddress() as string;
    for (const path of ['/dev/mailbox', '/api/dev/mailbox']) {
      const claims: Record<string, string>[] = [
        {},
        { host: `localhost:${port}` },
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1', host: `127.0.0.1:${port}` },
      ];
      for (const headers of claims) {
        const answer = await get(address, path, headers);
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(JSON.parse(answer.body)).toEqual({
          message: 'The development mailbox can only be opened from this machine, at http://localhost.',
          code: 'forbidden',
        });
      }
    }
  });

  it('refuses a page of another site whose domain resolves to this machine', async () => {
    const answer = await get('127.0.0.1', '/api/dev/mailbox', { host: `rebound.evil.example:${port}` });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('reset-password');
  });
});
