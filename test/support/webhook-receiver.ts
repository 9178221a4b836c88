import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../../src/modules/developers/webhooks/signature';

export interface ReceivedWebhook {
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** Whether its signature checked out under the receiver's secret. */
  valid: boolean;
  /** What the receiver answered. */
  answered: number;
  at: number;
}

/**
 * A webhook endpoint on this machine, as a user's server would run one: it checks each delivery's signature with
 * the endpoint's secret, answers 500 to as many deliveries as told (`failNext`), and records everything.
 */
export async function startWebhookReceiver() {
  let secret = '';
  let failures = 0;
  let failingType: string | undefined;
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const check = verifyWebhookSignature(secret, body, request.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined, Math.floor(Date.now() / 1000));
      const parsed = JSON.parse(body || '{}') as { id: string; type: string; data: Record<string, unknown> };
      const failing = failures > 0 && (failingType === undefined || failingType === parsed.type);
      const answered = !check.valid ? 400 : failing ? 500 : 200;
      if (answered === 500) failures -= 1;
      received.push({ id: parsed.id, type: parsed.type, data: parsed.data, valid: check.valid, answered, at: Date.now() });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    useSecret: (value: string) => {
      secret = value;
    },
    /** Answers 500 to the next `count` deliveries (of `type` only, when given). */
    failNext: (count: number, type?: string) => {
      failures = count;
      failingType = type;
    },
    received: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
