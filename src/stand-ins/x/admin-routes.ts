/**
 * The simulator's own endpoints under /__sim/, for tests and demos in another process: recorded DMs, stats, demo
 * sessions, clock, faults, deleted tweets and users, check types, timeline layout, incoming messages, account states
 * (lock, suspend, restore, expired sessions), rate limits, request-id de-duplication and the demo replies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_SESSIONS } from './demo-world';
import type { SimFaults } from './faults';
import { DEFAULT_SIM_LIMITS, type SimEndpoint } from './rate-limits';
import { readBody, sendJson } from './http-io';
import type { XSimulatorState } from './simulator-state';

/** Answers a request to /__sim/…. */
export async function answerAdminRequest(state: XSimulatorState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const body = method === 'POST' ? await readBody(req).then((t) => (t ? JSON.parse(t) : {})) : {};
  if (method === 'GET' && url.pathname === '/__sim/dms') {
    const senderId = url.searchParams.get('sender') ?? undefined;
    const recipientId = url.searchParams.get('recipient') ?? undefined;
    return sendJson(res, 200, state.dms({ senderId, recipientId }));
  }
  if (method === 'GET' && url.pathname === '/__sim/stats') return sendJson(res, 200, { ...state.stats(), now: state.clock.now() });
  if (method === 'GET' && url.pathname === '/__sim/sessions') return sendJson(res, 200, DEMO_SESSIONS);
  if (method === 'POST' && url.pathname === '/__sim/clock') {
    if (typeof body.advanceMs === 'number') state.clock.advance(body.advanceMs);
    if (typeof body.set === 'number') state.clock.set(body.set);
    return sendJson(res, 200, { now: state.clock.now() });
  }
  if (method === 'POST' && url.pathname === '/__sim/faults') {
    const { cannotMessage, ...rest } = body as Partial<SimFaults> & { cannotMessage?: string[] };
    state.setFaults({ ...rest, ...(Array.isArray(cannotMessage) ? { cannotMessage: new Set(cannotMessage) } : {}) });
    return sendJson(res, 200, { ...state.faults, cannotMessage: [...state.faults.cannotMessage] });
  }
  if (method === 'POST' && url.pathname === '/__sim/deleted-tweets') {
    state.deleteTweet(String(body.tweetId));
    return sendJson(res, 200, { deleted: String(body.tweetId) });
  }
  if (method === 'POST' && url.pathname === '/__sim/deleted-users') {
    state.population.deleteHandle(String(body.screenName));
    return sendJson(res, 200, { deleted: String(body.screenName) });
  }
  if (method === 'POST' && url.pathname === '/__sim/users/verified-type') {
    state.setVerifiedType(String(body.userId), body.verifiedType === 'Business' || body.verifiedType === 'Government' ? body.verifiedType : undefined);
    return sendJson(res, 200, { userId: String(body.userId), verifiedType: body.verifiedType ?? null });
  }
  if (method === 'POST' && url.pathname === '/__sim/timeline-layout') {
    state.setTimelineLayout(body.layout === 'module' ? 'module' : 'items');
    return sendJson(res, 200, { layout: state.timelineLayout });
  }
  if (method === 'POST' && url.pathname === '/__sim/messages') {
    if (typeof body.afterMs === 'number' && body.afterMs > 0) {
      const at = state.scheduleMessage(String(body.from), String(body.to), String(body.text ?? ''), body.afterMs);
      return sendJson(res, 200, { scheduledAt: at });
    }
    const message = state.deliverMessage(String(body.from), String(body.to), String(body.text ?? ''));
    return sendJson(res, 200, message);
  }
  if (method === 'GET' && url.pathname === '/__sim/messages') {
    const user = url.searchParams.get('user');
    if (!user) return sendJson(res, 400, { error: 'user (an X user id) is required' });
    return sendJson(res, 200, state.messagesOf(user, Number(url.searchParams.get('after') ?? 0) || 0));
  }
  if (method === 'POST' && url.pathname === '/__sim/faults/clear') {
    state.clearFaults();
    return sendJson(res, 200, { ...state.faults, cannotMessage: [] });
  }
  const accountAction = /^\/__sim\/accounts\/(lock|suspend|restore|expire-sessions)$/.exec(url.pathname);
  if (method === 'POST' && accountAction) {
    const who = String(body.account ?? '');
    const account = state.account(who);
    if (!account) return sendJson(res, 404, { error: `no simulated account ${who}` });
    if (accountAction[1] === 'lock') state.lockAccount(account.userId);
    else if (accountAction[1] === 'suspend') state.suspendAccount(account.userId);
    else if (accountAction[1] === 'restore') state.restoreAccount(account.userId);
    else state.expireSessionsOf(account.userId);
    return sendJson(res, 200, account);
  }
  if (method === 'POST' && url.pathname === '/__sim/sessions/expire') {
    state.expireSession(String(body.authToken ?? ''));
    return sendJson(res, 200, { expired: true });
  }
  if (method === 'POST' && url.pathname === '/__sim/limits') {
    const endpoint = String(body.endpoint) as SimEndpoint;
    if (!(endpoint in DEFAULT_SIM_LIMITS) || typeof body.limit !== 'number' || !Number.isInteger(body.limit) || body.limit < 0) {
      return sendJson(res, 400, { error: `endpoint must be one of ${Object.keys(DEFAULT_SIM_LIMITS).join(', ')} and limit a whole number >= 0` });
    }
    state.setLimit(endpoint, body.limit);
    return sendJson(res, 200, { endpoint, limit: body.limit });
  }
  if (method === 'POST' && url.pathname === '/__sim/limits/reset') {
    state.resetLimits();
    return sendJson(res, 200, state.limits);
  }
  if (method === 'POST' && url.pathname === '/__sim/request-id-dedupe') {
    state.setRequestIdDedupe(body.enabled !== false);
    return sendJson(res, 200, { enabled: state.requestIdDedupe });
  }
  if (method === 'POST' && url.pathname === '/__sim/replies') {
    state.setReplies(body.enabled !== false);
    return sendJson(res, 200, { enabled: body.enabled !== false });
  }
  return sendJson(res, 404, { error: 'unknown simulator admin endpoint' });
}
