import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GRAPHQL_FEATURES, DEFAULT_GRAPHQL_QUERY_IDS, X_WEB_BEARER_TOKEN } from '../../modules/x';
import { projectRoot } from '../../platform/paths';
import { DEMO_SESSIONS, Population, SimClock, startXSimulator, type XSimulator } from './index';

const DEMO = DEMO_SESSIONS[0];
let sim: XSimulator;
let clock: SimClock;

function headers(session: { authToken: string; ct0: string } = DEMO, csrf = session.ct0): Record<string, string> {
  return {
    authorization: `Bearer ${X_WEB_BEARER_TOKEN}`,
    cookie: `auth_token=${session.authToken}; ct0=${session.ct0}`,
    'x-csrf-token': csrf,
  };
}

function followersUrl(userId: string, cursor?: string): string {
  const variables = { userId, count: 20, includePromotedContent: false, ...(cursor ? { cursor } : {}) };
  const params = new URLSearchParams({ variables: JSON.stringify(variables), features: JSON.stringify(DEFAULT_GRAPHQL_FEATURES) });
  return `${sim.url}/i/api/graphql/${DEFAULT_GRAPHQL_QUERY_IDS.Followers}/Followers?${params}`;
}

beforeAll(async () => {
  clock = new SimClock({ startAt: Date.UTC(2025, 2, 3, 8), frozen: true });
  sim = await startXSimulator({ clock, limits: { Followers: 5 } });
});

afterAll(async () => {
  await sim.close();
});

describe('the synthetic population', () => {
  it('is the same for the same seed and different for another', () => {
    const a = new Population({ seed: 7 });
    const b = new Population({ seed: 7 });
    const c = new Population({ seed: 8 });
    expect(a.userById('1234567890')).toEqual(b.userById('1234567890'));
    expect(a.userById('1234567890')).not.toEqual(c.userById('1234567890'));
    expect(a.memberAt('followers', '900000101', 1234)).toBe(b.memberAt('followers', '900000101', 1234));
  });

  it('looks like a real audience: bios with keywords, locations, some verified, some DMs closed or verified-only', () => {
    const population = new Population();
    const users = Array.from({ length: 2000 }, (_, i) => population.userById(population.memberAt('followers', '900000101', i))!);
    const share = (test: (u: (typeof users)[number]) => boolean) => users.filter(test).length / users.length;
    expect(share((u) => u.verified)).toBeGreaterThan(0.08);
    expect(share((u) => u.verified)).toBeLessThan(0.16);
    expect(share((u) => u.dmPolicy === 'closed')).toBeGreaterThan(0.25);
    expect(share((u) => u.dmPolicy === 'verified_only')).toBeGreaterThan(0.06);
    for (const keyword of ['marketing', 'founder', 'crypto', 'saas', 'coach']) {
      expect(share((u) => u.bio.toLowerCase().includes(keyword))).toBeGreaterThan(0.02);
    }
    expect(share((u) => u.location !== '')).toBeGreaterThan(0.7);
    expect(Math.max(...users.map((u) => u.followersCount))).toBeGreaterThan(10_000);
    // screen names resolve back to the same user
    for (const user of users.slice(0, 50)) expect(population.userByScreenName(user.screenName)).toEqual(user);
  });
});

describe('X-shaped answers', () => {
  it('pages the followers of a 250,000-follower account straight to the end, with X timeline shapes', async () => {
    const first = (await (await fetch(followersUrl('900000101'), { headers: headers() })).json()) as any;
    const instructions = first.data.user.result.timeline.timeline.instructions;
    expect(instructions.map((i: any) => i.type)).toEqual(['TimelineClearCache', 'TimelineTerminateTimeline', 'TimelineAddEntries']);
    const entries = instructions[2].entries;
    expect(entries).toHaveLength(22);
    expect(entries[0].entryId).toMatch(/^user-\d+$/);
    expect(entries[0].content.itemContent.user_results.result).toMatchObject({
      __typename: 'User',
      core: { screen_name: expect.any(String), name: expect.any(String) },
      avatar: { image_url: expect.stringMatching(/^https:\/\/pbs\.twimg\.com\//) },
      dm_permissions: { can_dm: expect.any(Boolean) },
      location: { location: expect.any(String) },
      profile_bio: { description: expect.any(String) },
      relationship_counts: { followers: expect.any(Number), following: expect.any(Number) },
    });
    expect(entries[20].content).toMatchObject({ cursorType: 'Bottom', value: expect.stringMatching(/^20\|\d+$/) });
    expect(entries[21].content).toMatchObject({ cursorType: 'Top', value: expect.stringMatching(/^-1\|\d+$/) });

    const last = (await (await fetch(followersUrl('900000101', '249990|1'), { headers: headers() })).json()) as any;
    const lastInstructions = last.data.user.result.timeline.timeline.instructions;
    expect(lastInstructions.map((i: any) => i.type)).toEqual(['TimelineTerminateTimeline', 'TimelineAddEntries']);
    const lastEntries = lastInstructions[1].entries;
    expect(lastEntries.filter((e: any) => e.entryId.startsWith('user-'))).toHaveLength(10);
    expect(lastEntries.find((e: any) => e.content.cursorType === 'Bottom').content.value).toMatch(/^0\|/);
  });

  it('counts calls per account and endpoint in 15-minute windows and answers 429 code 88 past the limit', async () => {
    sim.state.resetRateLimits();
    const other = DEMO_SESSIONS[1];
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(followersUrl('900000104'), { headers: headers() });
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('x-rate-limit-remaining')!);
      expect(res.headers.get('x-rate-limit-limit')).toBe('5');
      expect(Number(res.headers.get('x-rate-limit-reset'))).toBe(Math.ceil((Date.UTC(2025, 2, 3, 8) + 15 * 60_000) / 1000));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const limited = await fetch(followersUrl('900000104'), { headers: headers() });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ errors: [{ code: 88, message: 'Rate limit exceeded' }] });
    // another account has its own budget
    expect((await fetch(followersUrl('900000104'), { headers: headers(other) })).status).toBe(200);
    clock.advance(15 * 60_000);
    const after = await fetch(followersUrl('900000104'), { headers: headers() });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-rate-limit-remaining')).toBe('4');
    sim.state.resetRateLimits();
  });

  it('refuses unknown cookies (401 code 32) and a CSRF header that does not match ct0 (403 code 353)', async () => {
    const expired = await fetch(followersUrl('900000104'), { headers: headers({ authToken: 'nope', ct0: 'nope' }) });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ errors: [{ code: 32, message: 'Could not authenticate you.' }] });
    const csrf = await fetch(followersUrl('900000104'), { headers: headers(DEMO, 'other') });
    expect(csrf.status).toBe(403);
    expect(((await csrf.json()) as any).errors[0].code).toBe(353);
  });
});

describe('admin endpoints', () => {
  it('set faults, move the clock, deliver messages and report stats and DMs', async () => {
    const faults = await fetch(`${sim.url}/__sim/faults`, { method: 'POST', body: JSON.stringify({ cannotMessage: ['900000104'], failNext: 0 }) });
    expect(((await faults.json()) as any).cannotMessage).toEqual(['900000104']);
    expect(sim.state.faults.cannotMessage.has('900000104')).toBe(true);
    const before = clock.now();
    const moved = (await (await fetch(`${sim.url}/__sim/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 5000 }) })).json()) as any;
    expect(moved.now).toBe(before + 5000);
    const message = (await (
      await fetch(`${sim.url}/__sim/messages`, { method: 'POST', body: JSON.stringify({ from: '900000104', to: DEMO.userId, text: 'hi!' }) })
    ).json()) as any;
    expect(message).toMatchObject({ senderId: '900000104', recipientId: DEMO.userId, text: 'hi!' });
    const stats = (await (await fetch(`${sim.url}/__sim/stats`)).json()) as any;
    expect(stats.requests).toBeGreaterThan(0);
    expect(await (await fetch(`${sim.url}/__sim/dms`)).json()).toEqual(sim.state.dms());
    sim.state.clearFaults();
  });
});

describe('admin endpoints for tests in another process', () => {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${sim.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const verify = (session: { authToken: string; ct0: string } = DEMO) =>
    fetch(`${sim.url}/i/api/1.1/account/verify_credentials.json`, { headers: headers(session) });
  const sendDm = (to: string, requestId: string, session = DEMO) =>
    fetch(`${sim.url}/i/api/1.1/dm/new2.json`, {
      method: 'POST',
      headers: { ...headers(session), 'content-type': 'application/json' },
      body: JSON.stringify({ conversation_id: [session.userId, to].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)).join('-'), recipient_ids: false, request_id: requestId, text: 'Hello there' }),
    });

  it('lock, suspend, expire the sessions of and restore an account', async () => {
    expect((await post('/__sim/accounts/lock', { account: 'outtwit_demo' })).body.status).toBe('locked');
    expect(((await (await verify()).json()) as any).errors[0].code).toBe(326);
    await post('/__sim/accounts/suspend', { account: DEMO.userId });
    expect(((await (await verify()).json()) as any).errors[0].code).toBe(64);
    await post('/__sim/accounts/restore', { account: 'outtwit_demo' });
    expect((await verify()).status).toBe(200);
    await post('/__sim/accounts/expire-sessions', { account: '@outtwit_demo' });
    expect(((await (await verify()).json()) as any).errors[0].code).toBe(32);
    await post('/__sim/accounts/restore', { account: 'outtwit_demo' });
    expect((await verify()).status).toBe(200);
    await post('/__sim/sessions/expire', { authToken: DEMO.authToken });
    expect((await verify()).status).toBe(401);
    await post('/__sim/accounts/restore', { account: 'outtwit_demo' });
    expect((await post('/__sim/accounts/lock', { account: 'nobody_here' })).status).toBe(404);
  });

  it('an endpoint limit set to 0 answers 429 code 88 with the reset; reset brings the limits back', async () => {
    sim.state.resetRateLimits();
    expect((await sendDm('900000104', 'a0000000-0000-4000-8000-000000000001')).status).toBe(200);
    expect((await post('/__sim/limits', { endpoint: 'dm/new2', limit: 0 })).status).toBe(200);
    const limited = await sendDm('900000104', 'a0000000-0000-4000-8000-000000000002');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ errors: [{ code: 88, message: 'Rate limit exceeded' }] });
    expect(limited.headers.get('x-rate-limit-limit')).toBe('0');
    expect(Number(limited.headers.get('x-rate-limit-reset')) * 1000).toBeGreaterThan(clock.now());
    expect((await post('/__sim/limits', { endpoint: 'dm/nope', limit: 1 })).status).toBe(400);
    expect((await post('/__sim/limits/reset', {})).body['dm/new2']).toBe(187);
    expect((await sendDm('900000104', 'a0000000-0000-4000-8000-000000000002')).status).toBe(200);
  });

  it('request-id de-duplication can be turned off and on', async () => {
    const to = '900000101';
    const before = sim.state.dmCount(DEMO.userId, to);
    const id = 'b0000000-0000-4000-8000-000000000001';
    await sendDm(to, id);
    await sendDm(to, id);
    expect(sim.state.dmCount(DEMO.userId, to)).toBe(before + 1);
    expect((await post('/__sim/request-id-dedupe', { enabled: false })).body).toEqual({ enabled: false });
    await sendDm(to, id);
    expect(sim.state.dmCount(DEMO.userId, to)).toBe(before + 2);
    expect((await post('/__sim/request-id-dedupe', { enabled: true })).body).toEqual({ enabled: true });
    await sendDm(to, id);
    expect(sim.state.dmCount(DEMO.userId, to)).toBe(before + 2);
  });

  it('messages now or later on the clock, listed per user; demo replies on and off', async () => {
    const user = DEMO_SESSIONS[2].userId;
    const scheduled = await post('/__sim/messages', { from: '900000104', to: user, text: 'later', afterMs: 30_000 });
    expect(scheduled.body.scheduledAt).toBe(clock.now() + 30_000);
    const list = async () => (await (await fetch(`${sim.url}/__sim/messages?user=${user}`)).json()) as any[];
    expect((await list()).map((m) => m.text)).not.toContain('later');
    clock.advance(30_000);
    expect((await list()).filter((m) => m.text === 'later')).toHaveLength(1);
    expect((await fetch(`${sim.url}/__sim/messages`)).status).toBe(400);
    expect((await post('/__sim/replies', { enabled: false })).body).toEqual({ enabled: false });
    expect((await post('/__sim/replies', { enabled: true })).body).toEqual({ enabled: true });
  });

  it('faults clear in one call', async () => {
    await post('/__sim/faults', { failRate: 0.5, latencyMs: 10 });
    const cleared = await post('/__sim/faults/clear', {});
    expect(cleared.body).toMatchObject({ failRate: 0, latencyMs: 0, dropNext: 0 });
    expect(sim.state.faults.failRate).toBe(0);
  });
});

describe('the command line', () => {
  let child: ChildProcess | undefined;

  afterAll(() => {
    if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
  });

  it('prints the URL and the demo tokens', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/stand-ins/x/cli.ts'], {
      cwd: projectRoot(),
      env: { ...process.env, X_SIMULATOR_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner: ${output}`)), 20_000);
      child!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Sent DMs')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child!.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];
    for (const session of DEMO_SESSIONS) {
      expect(output).toContain(session.authToken);
      expect(output).toContain(session.ct0);
    }
    const res = await fetch(`${url}/i/api/1.1/account/verify_credentials.json`, { headers: headers() });
    expect(((await res.json()) as any).screen_name).toBe('outtwit_demo');
  });
});
