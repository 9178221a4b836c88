/** The stand-in's HTTP plumbing: reading bodies, Stripe's form encoding (qs), JSON and HTML answers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import qs from 'qs';
import { readBody } from '../x/http-io';
import type { Params } from './params';

export { readBody };

/** Parses `a[b][0][c]=…` the way Stripe does: nested objects and indexed lists. */
export const parseForm = (text: string): Params =>
  qs.parse(text, { depth: 10, arrayLimit: 100, parameterLimit: 2000, allowDots: false }) as Params;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    ...headers,
  });
  res.end(payload);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': '0' });
  res.end();
}

/** A request's body as form parameters (application/x-www-form-urlencoded), or empty. */
export async function readForm(req: IncomingMessage): Promise<{ raw: string; params: Params }> {
  const raw = await readBody(req);
  return { raw, params: parseForm(raw) };
}

export const escapeHtml = (value: unknown) =>
  String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
