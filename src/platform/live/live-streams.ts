import type { ServerResponse } from 'node:http';
import { Inject, Injectable, type OnModuleDestroy, Optional } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { FastifyReply } from 'fastify';
import { ACCESS_RESOURCE, LIVE_RESYNC, type LiveChange, liveEventOf } from './live-change';

export const LIVE_HEARTBEAT_MS = Symbol('LiveHeartbeatMs');
const DEFAULT_HEARTBEAT_MS = 25_000;
export const LIVE_SESSION_CHECK_MS = Symbol('LiveSessionCheckMs');
const DEFAULT_SESSION_CHECK_MS = 60_000;

/** Tells the browser to wait this long before reconnecting after the stream drops. */
const RECONNECT_MS = 3_000;

/**
 * The open server-sent-event streams of this process. Each belongs to one user and receives only that
 * user's changes: `event: change` with `{resource, ids?}`, `event: resync` when changes may have been
 * missed, and a comment line as heartbeat, so proxies keep the connection and a dead one is noticed. A stream
 * whose session has ended (signed out, revoked) is closed at the next session check; one whose person left the
 * workspace, as soon as the workspace's people change.
 */
@Injectable()
export class LiveStreams implements OnModuleDestroy {
  private readonly open = new Set<() => void>();

  constructor(
    private readonly emitter: EventEmitter2,
    @Optional() @Inject(LIVE_HEARTBEAT_MS) private readonly heartbeatMs: number = DEFAULT_HEARTBEAT_MS,
    @Optional() @Inject(LIVE_SESSION_CHECK_MS) private readonly sessionCheckMs: number = DEFAULT_SESSION_CHECK_MS,
  ) {}

  /** How many streams this process serves now. */
  get size(): number {
    return this.open.size;
  }

  /** Takes over the reply and streams the user's changes until the client goes away or the app stops. */
  stream(userId: string, reply: FastifyReply, stillSignedIn: () => Promise<boolean>): void {
    reply.hijack();
    const response: ServerResponse = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);

    const send = (event: string, data: object) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    // A failed check (the database busy) keeps the stream; only a session known to be gone ends it.
    const checkSession = () => stillSignedIn().then((signedIn) => signedIn || close(), () => undefined);
    const onChange = ({ resource, ids }: LiveChange) => {
      // Checked before the change is told: a member removed learns nothing more of the workspace.
      if (resource === ACCESS_RESOURCE) void checkSession().then(() => this.open.has(close) && send('change', { resource }));
      else send('change', ids ? { resource, ids } : { resource });
    };
    const onResync = () => send('resync', {});
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), this.heartbeatMs);
    const sessionCheck = setInterval(checkSession, this.sessionCheckMs);
    const close = () => {
      if (!this.open.delete(close)) return;
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      this.emitter.off(liveEventOf(userId), onChange);
      this.emitter.off(LIVE_RESYNC, onResync);
      response.end();
    };
    this.emitter.on(liveEventOf(userId), onChange);
    this.emitter.on(LIVE_RESYNC, onResync);
    this.open.add(close);
    response.on('close', close);
    response.on('error', close);
  }

  /** Ends every stream, so the HTTP server can close. */
  onModuleDestroy(): void {
    for (const close of [...this.open]) close();
  }
}
