import { EventEmitter2 } from '@nestjs/event-emitter';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnotherProcess, startTestApp, type TestApp } from '../../../test/support/start-app';
import { as, signUp, type TestUser } from '../../../test/support/users';
import { type RunningServer, } from '../../app/start';
import { liveEventOf } from './live-change';
import { LiveStreams } from './live-streams';

interface StreamMessage {
  event: string;
  data: unknown;
}

/** A real HTTP client reading a server-sent-events stream: the messages and comment lines it has received. */
class EventStreamClient {
  readonly messages: StreamMessage[] = [];
  readonly comments: string[] = [];
  private readonly controller = new AbortController();
  private reading?: Promise<void>;

  static async open(url: string, headers: Record<string, string> = {}): Promise<{ response: Response; stream: EventStreamClient }> {
    const stream = new EventStreamClient();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: stream.controller.signal });
    if (response.ok && response.body) stream.reading = stream.read(response.body);
    return { response, stream };
  }

  changes(): unknown[] {
    return this.messages.filter((message) => message.event === 'change').map((message) => message.data);
  }

  async close(): Promise<void> {
    this.controller.abort();
    await this.reading?.catch(() => undefined);
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        this.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  private parse(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) this.messages.push({ event, data: JSON.parse(data.join('\n')) });
  }
}

describe('GET /api/live across api processes', () => {
  let api1: TestApp;
  let api2: RunningServer;
  let projections: RunningServer;
  let api2Url: string;
  const streams: EventStreamClient[] = [];


  async function openOnApi2(user?: TestUser) {
    const opened = await EventStreamClient.open(`${api2Url}/api/live`, user ? { cookie: user.cookie } : {});
    streams.push(opened.stream);
    return opened;
  }

  const addUsernames = (user: TestUser, input: string) => as(api1, user)('/api/do-not-contact', { method: 'POST', json: { input } });

  beforeAll(async () => {
    api1 = await startTestApp({ ROLE: 'api' });
    api2 = await startAnotherProcess(api1, 'api');
    api2Url = api2.url ?? '';
    projections = await startAnotherProcess(api1, 'projections');
  });

  afterAll(async () => {
    for (const stream of streams) await stream.close();
    await projections?.close();
    await api2?.close();
    await api1?.close();
  });

  it('streams a Do Not Contact add made through api #1 to the user connected to api #2, and to no one else', async () => {
    const owner = await signUp(api1);
    const other = await signUp(api1);
    const { response, stream: ownerStream } = await openOnApi2(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const { stream: otherStream } = await openOnApi2(other);

    expect((await addUsernames(owner, 'alice_live bob_live')).status).toBe(201);
    await expect.poll(() => ownerStream.changes(), { timeout: 10_000 }).toEqual([{ resource: 'do-not-contact', ids: ['alice_live', 'bob_live'] }]);

    // The other user's own change arrives after the owner's would have: the owner's never reached them.
    expect((await addUsernames(other, 'carol_live')).status).toBe(201);
    await expect.poll(() => otherStream.changes(), { timeout: 10_000 }).toEqual([{ resource: 'do-not-contact', ids: ['carol_live'] }]);
    expect(ownerStream.changes()).toEqual([{ resource: 'do-not-contact', ids: ['alice_live', 'bob_live'] }]);

    expect((await as(api1, owner)(`/api/do-not-contact/alice_live`, { method: 'DELETE' })).status).toBe(200);
    await expect.poll(() => ownerStream.changes(), { timeout: 10_000 }).toContainEqual({ resource: 'do-not-contact', ids: ['alice_live'] });
    expect(otherStream.changes()).toEqual([{ resource: 'do-not-contact', ids: ['carol_live'] }]);
  });

  it('answers 401 without a session or with an unknown one', async () => {
    for (const headers of [{}, { cookie: 'better-auth.session_token=forged.token' }] as Record<string, string>[]) {
      const response = await fetch(`${api2Url}/api/live`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });
});

describe('an open stream', () => {
  let server: FastifyInstance;
  let url: string;
  const emitter = new EventEmitter2();
  const live = new LiveStreams(emitter, 50, 50);
  const signedIn = new Map<string, boolean>();

  beforeAll(async () => {
    server = Fastify();
    server.get('/live/:userId', (request, reply) => {
      const { userId } = request.params as { userId: string };
      signedIn.set(userId, true);
      live.stream(userId, reply, async () => signedIn.get(userId) ?? false);
    });
    url = await server.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    live.onModuleDestroy();
    await server.close();
  });

  it('sends heartbeat comments, and lets go of its listeners when the client disconnects', async () => {
    const { stream } = await EventStreamClient.open(`${url}/live/u1`);
    await expect.poll(() => stream.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThanOrEqual(2);
    emitter.emit(liveEventOf('u1'), { userId: 'u1', resource: 'plan' });
    await expect.poll(() => stream.changes()).toEqual([{ resource: 'plan' }]);
    expect(live.size).toBe(1);
    await stream.close();
    await expect.poll(() => live.size).toBe(0);
    expect(emitter.listenerCount(liveEventOf('u1'))).toBe(0);
  });

  it('ends when its session has ended', async () => {
    const { stream } = await EventStreamClient.open(`${url}/live/u2`);
    await expect.poll(() => live.size).toBe(1);
    signedIn.set('u2', false);
    await expect.poll(() => live.size).toBe(0);
    await stream.close();
  });
});
