import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** The host names of X's image host that the stand-in answers for. */
export const X_IMAGE_HOSTS = ['pbs.twimg.com', 'abs.twimg.com'];

/**
 * A self-signed key and certificate for X's image host names: the browser is told to accept the stand-in's
 * certificate (it reaches nothing else but the app under test).
 */
const keyAndCertificate = readFileSync(path.join(__dirname, 'x-image-host.pem'), 'utf8');

/** A small solid-colour PNG, as X's image host answers a profile picture. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const line = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3] as number)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => line));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface XImageHost {
  /** The local port the browser's resolver sends X's image host names to. */
  readonly port: number;
  /** Every picture asked for, as full addresses. */
  readonly asked: string[];
  close(): Promise<void>;
}

/**
 * X's image host as a local HTTPS stand-in: every profile picture is answered with a PNG and the CORS header X
 * sends. A browser reaches it through a resolver rule (test/browser/support/browser.ts), so its requests go over
 * the network as they would to X, with nothing held up on the way.
 */
export async function startXImageHost(): Promise<XImageHost> {
  const picture = png(48, [245, 158, 11]);
  const asked: string[] = [];
  const server: Server = createServer({ key: keyAndCertificate, cert: keyAndCertificate }, (request, response) => {
    asked.push(`https://${request.headers.host ?? X_IMAGE_HOSTS[0]}${request.url ?? '/'}`);
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
    response.end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
