/** The simulator's own endpoints under /__sim/: recorded DMs, stats, demo sessions, clock, faults, deleted tweets, check types, timeline layout, incoming messages. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_SESSIONS } from './demo-world';
import type { SimFaults } from './faults';
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
  if (method === 'POST' && url.pathname === '/__sim/users/verified-type') {
    state.setVerifiedType(String(body.userId), body.verifiedType === 'Business' || body.verifiedType === 'Government' ? body.verifiedType : undefined);
    return sendJson(res, 200, { userId: String(body.userId), verifiedType: body.verifiedType ?? null });
  }
  if (method === 'POST' && url.pathname === '/__sim/timeline-layout') {
    state.setTimelineLayout(body.layout === 'module' ? 'module' : 'items');
    return sendJson(res, 200, { layout: state.timelineLayout });
  }
  if (method === 'POST' && url.pathname === '/__sim/messages') {
    const message = state.deliverMessage(String(body.from), String(body.to), String(body.text ?? ''));
    return sendJson(res, 200, message);
  }
  return sendJson(res, 404, { error: 'unknown simulator admin endpoint' });
}
