/** The simulator's HTTP plumbing: an answer to send, reading a request body, writing a JSON answer. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the simulator answers a request: status, JSON body (none when undefined) and headers. */
export class HttpAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const errorAnswer = (status: number, code: number, message: string) => new HttpAnswer(status, { errors: [{ code, message }] });

export function readBody(req: IncomingMessage, limit = 1_000_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json;charset=utf-8' }),
    'content-length': String(Buffer.byteLength(payload)),
    ...headers,
  });
  res.end(payload);
}
