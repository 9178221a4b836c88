/**
 * The stand-in's own endpoints under /_stand-in/ (no key needed, local only): the clock, the webhook endpoint
 * and its delivery log, resending an event (a duplicate delivery) optionally signed at a chosen time, and the
 * objects it holds.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from './http-io';
import type { StripeEvent, StripeStandInState } from './state';
import type { WebhookSender } from './webhooks';

export interface AdminContext {
  state: StripeStandInState;
  webhooks: WebhookSender;
  advance(seconds: number): void;
}

const OBJECT_TYPES = ['product', 'price', 'customer', 'payment_method', 'checkout.session', 'subscription', 'invoice', 'billing_portal.session', 'event'];

export async function answerAdminRequest(ctx: AdminContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  let body: Record<string, unknown> = {};
  if (method === 'POST') {
    const text = await readBody(req);
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return sendJson(res, 400, { error: 'the body must be JSON' });
    }
  }
  const path = url.pathname;
  if (method === 'GET' && path === '/_stand-in/clock') return sendJson(res, 200, { now: ctx.state.now() });
  if (method === 'POST' && path === '/_stand-in/advance') {
    const seconds = Number(body.seconds);
    if (!Number.isFinite(seconds) || seconds < 0) return sendJson(res, 400, { error: 'seconds must be a non-negative number' });
    ctx.advance(seconds);
    return sendJson(res, 200, { now: ctx.state.now() });
  }
  if (method === 'GET' && path === '/_stand-in/webhooks') {
    return sendJson(res, 200, { url: ctx.webhooks.url ?? null, deliveries: ctx.webhooks.log });
  }
  if (method === 'POST' && path === '/_stand-in/webhooks/endpoint') {
    if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) return sendJson(res, 400, { error: 'url must be an http(s) URL' });
    ctx.webhooks.url = body.url;
    return sendJson(res, 200, { url: ctx.webhooks.url });
  }
  const resend = /^\/_stand-in\/events\/([^/]+)\/resend$/.exec(path);
  if (method === 'POST' && resend) {
    const event = ctx.state.store.get(decodeURIComponent(resend[1] as string)) as StripeEvent | undefined;
    if (event?.object !== 'event') return sendJson(res, 404, { error: 'no such event' });
    const signedAt = body.timestamp === undefined ? undefined : Number(body.timestamp);
    if (signedAt !== undefined && !Number.isInteger(signedAt)) return sendJson(res, 400, { error: 'timestamp must be whole seconds since the epoch' });
    return sendJson(res, 200, await ctx.webhooks.resend(event, signedAt));
  }
  if (method === 'GET' && path === '/_stand-in/objects') {
    const type = url.searchParams.get('type');
    if (type && !OBJECT_TYPES.includes(type)) return sendJson(res, 400, { error: `type must be one of ${OBJECT_TYPES.join(', ')}` });
    const types = type ? [type] : OBJECT_TYPES.filter((t) => t !== 'event');
    return sendJson(res, 200, Object.fromEntries(types.map((t) => [t, ctx.state.store.all(t)])));
  }
  return sendJson(res, 404, { error: 'unknown stand-in admin endpoint' });
}
