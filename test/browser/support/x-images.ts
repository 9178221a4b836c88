import { crc32, deflateSync } from 'node:zlib';
import type { BrowserSession } from './browser';

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

/**
 * X's image host as a local stand-in inside the browser (the tests run offline): every profile picture on
 * pbs.twimg.com is answered with a PNG and the CORS header X sends. Returns the pictures asked for.
 */
export async function serveXImages(browser: BrowserSession): Promise<string[]> {
  const asked: string[] = [];
  const picture = png(48, [245, 158, 11]);
  await browser.context.route('https://pbs.twimg.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'image/png',
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      body: picture,
    });
  });
  return asked;
}
