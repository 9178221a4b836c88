import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddMultipart, type Probe, pathSpelling, probes, type RouteSample } from './http-fuzz.arbitraries';
import { startTestApp, type TestApp } from './support/start-app';
import { stressSize } from './support/stress-size';
import { signUp, type TestUser } from './support/users';

/**
 * Generated input against every route: whatever arrives, the answer is below 500, and a 4xx carries
 * `{ message, code }`. Fixed seed so a failure reproduces; FUZZ_SEED, FUZZ_RUNS and FUZZ_MULTIPART_RUNS override.
 * The default run still fuzzes every route (8 generated requests each, 5 spellings of each path): the first runs
 * of the same seeded sequence the full run (STRESS=1: 30 each) sends, so it catches any route that a handful of
 * odd inputs breaks; the full run adds the rarer combinations further along the sequence.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_ROUTE = stressSize('FUZZ_RUNS', 8, 30);
/** A request left unanswered this long counts as a failure too. */
const ANSWER_TIMEOUT_MS = 15_000;

/** The better-auth routes the UI calls (ui/src/public/auth), which the OpenAPI document does not list. */
const AUTH_ROUTES: [string, string][] = [
  ['post', '/api/auth/sign-in/email'],
  ['post', '/api/auth/sign-up/email'],
  ['post', '/api/auth/request-password-reset'],
  ['post', '/api/auth/reset-password'],
  ['get', '/api/auth/reset-password/{token}'],
  ['post', '/api/auth/change-password'],
  ['get', '/api/auth/get-session'],
  ['post', '/api/auth/sign-out'],
];
/** A session cookie better-auth did not sign: it must be ignored, whatever it holds. */
const FORGED_COOKIE = 'better-auth.session_token=forged%00token.c2lnbmF0dXJl; better-auth.session_data=%ED%A0%80';

/** Replaced by a new address in every request, so per-account limits stay out of the way too. */
const FRESH_EMAIL = 'fresh-email@example.com';
const statuses = new Map<number, number>();
let sent = 0;

const SESSIONS = ['signed-in', 'signed-out', 'forged'] as const;
/** Signing out would end the session the other routes are fuzzed with. */
const SESSIONS_KEPT = ['signed-out', 'forged'] as const;

let app: TestApp;
let user: TestUser;
let documentedRoutes: [string, string][];

/** Well-formed requests by route, which the generated ones vary; list routes follow ra-data-simple-rest. */
function sampleOf(method: string, path: string): RouteSample {
  const bodies: Record<string, Record<string, unknown>> = {
    'post /api/do-not-contact': { input: 'alice bob' },
    'post /api/auth/sign-in/email': { email: FRESH_EMAIL, password: 'wrong-password-42', rememberMe: true, callbackURL: '/dashboard' },
    'post /api/auth/sign-up/email': { email: FRESH_EMAIL, password: 'correct-horse-42', name: 'Fuzz' },
    'post /api/auth/request-password-reset': { email: FRESH_EMAIL, redirectTo: '/reset-password' },
    'post /api/auth/reset-password': { token: 'not-a-token', newPassword: 'new-password-42' },
    'post /api/auth/change-password': { currentPassword: 'wrong-password-42', newPassword: 'new-password-42', revokeOtherSessions: false },
    'post /api/auth/sign-out': {},
  };
  return { body: bodies[`${method} ${path}`], list: method === 'get' && !path.includes('{') };
}

beforeAll(async () => {
  // Each probe comes from its own address (X-Forwarded-For through one trusted proxy), so per-IP limits
  // do not turn most requests into 429s before they reach the code under test.
  app = await startTestApp({ TRUST_PROXY: '1' });
  user = await signUp(app);
  const document = (await (await fetch(`${app.url}/api/docs-json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  documentedRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method): [string, string] => [method, path]),
  );
});
afterAll(async () => {
  console.info(`${sent} generated requests, answered by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
  await app?.close();
});

async function send(probe: Probe): Promise<{ status: number; text: string; contentType: string | null }> {
  sent++;
  const headers = new Headers({ 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`, ...probe.headers });
  headers.set('origin', app.url);
  if (probe.session === 'signed-in') headers.set('cookie', user.cookie);
  if (probe.session === 'forged') headers.set('cookie', FORGED_COOKIE);
  const url = `${app.url}${probe.path}${probe.query ? `?${probe.query}` : ''}`;
  const canHaveBody = probe.method !== 'GET' && probe.method !== 'HEAD';
  const body = typeof probe.body === 'string' ? probe.body.replaceAll(FRESH_EMAIL, `fuzz-${sent}@example.com`) : probe.body;
  const response = await fetch(url, {
    method: probe.method,
    headers,
    body: canHaveBody ? body : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const contentType = response.headers.get('content-type');
  // A live stream (server-sent events) never ends: its status is the answer.
  if (contentType?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '', contentType };
  }
  return { status: response.status, text: await response.text(), contentType };
}

const abbreviated = (value: unknown) => {
  const text = typeof value === 'string' ? value : value instanceof Uint8Array ? `bytes ${Buffer.from(value).toString('hex')}` : String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

/** Why an answer breaks the rule, or undefined when it keeps it. */
function violation(answer: { status: number; text: string }): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  try {
    const body = JSON.parse(answer.text) as { message?: unknown; code?: unknown } | null;
    if (typeof body?.message === 'string' && typeof body.code === 'string') return undefined;
  } catch {
    // reported below
  }
  return `answered ${answer.status} without a { message, code } JSON body`;
}

async function fuzzRoute(method: string, path: string) {
  await fc.assert(
    fc.asyncProperty(probes(method, path, sampleOf(method, path), path.endsWith('/sign-out') ? SESSIONS_KEPT : SESSIONS), async (probe) => {
      const answer = await send(probe).catch((error: unknown) => ({ status: 599, text: `no answer: ${String(error)}`, contentType: null }));
      const problem = violation(answer);
      if (problem) {
        throw new Error(
          `${probe.method} ${abbreviated(probe.path)}?${abbreviated(probe.query)} (${probe.session}) ${problem}: ${abbreviated(answer.text)}\n` +
            `headers ${abbreviated(JSON.stringify(probe.headers))}\nbody ${abbreviated(probe.body)}`,
        );
      }
    }),
    {
      seed: SEED,
      numRuns: RUNS_PER_ROUTE,
      endOnFailure: true,
      // The default report prints whole 100k-character counterexamples; the error above is the readable part.
      reporter: (details) => {
        if (!details.failed) return;
        const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        throw new Error(`${method.toUpperCase()} ${path}, run ${details.numRuns}: ${cause}\nseed ${SEED} (rerun with FUZZ_SEED=${SEED})`);
      },
    },
  );
}

describe('generated input never gets a 500', () => {
  it('reads the routes from the OpenAPI document', () => {
    expect(documentedRoutes).toContainEqual(['get', '/api/do-not-contact']);
    expect(documentedRoutes).toContainEqual(['delete', '/api/do-not-contact/{username}']);
  });

  it('every route of the OpenAPI document answers below 500 with { message, code } for 4xx', async () => {
    for (const [method, path] of documentedRoutes) await fuzzRoute(method, path);
  }, 300_000);

  it('answers the requests that once failed, and other known odd ones, below 500', async () => {
    const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const known: (Partial<Probe> & Pick<Probe, 'method' | 'path'>)[] = [
      { method: 'GET', path: '/api/do-not-contact', query: `filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000b' }))}` },
      { method: 'GET', path: '/api/do-not-contact', query: `filter=${encodeURIComponent(JSON.stringify({ id: ['a\u0000b'] }))}` },
      { method: 'GET', path: '/api/do-not-contact', query: 'range=[0,1e308]&sort=["id","NaN"]' },
      { method: 'POST', path: '/api/do-not-contact', ...json({ input: 'alice\u0000' }) },
      { method: 'POST', path: '/api/do-not-contact', ...json({ input: 'x'.repeat(100_000) }) },
      { method: 'DELETE', path: '/api/do-not-contact/a%00b' },
      { method: 'DELETE', path: `/api/do-not-contact/${'a'.repeat(9000)}` },
      { method: 'POST', path: '/api/auth/reset-password', session: 'signed-out', ...json({ token: 'a\u0000b', newPassword: 'new-password-42' }) },
      { method: 'POST', path: '/api/auth/sign-in/email', session: 'signed-out', ...json({ email: 'a\ud800@example.com', password: 'x' }) },
      { method: 'GET', path: '/api/auth/reset-password/%2e%2e', session: 'signed-out' },
      { method: 'DELETE', path: '/api/do-not-contact', ...json(Array.from({ length: 1_000_000 }, () => 0)) },
      { method: 'POST', path: '/api/do-not-contact', headers: { 'content-type': 'application/json' }, body: `${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}` },
    ];
    for (const request of known) {
      const probe: Probe = { query: '', headers: {}, session: 'signed-in', ...request };
      const answer = await send(probe);
      expect(violation(answer), `${probe.method} ${abbreviated(probe.path)}?${abbreviated(probe.query)}: ${abbreviated(answer.text)}`).toBeUndefined();
    }
  });

  it('the better-auth routes the UI uses answer below 500 with { message, code } for 4xx', async () => {
    for (const [method, path] of AUTH_ROUTES) await fuzzRoute(method, path);
  }, 300_000);
});

/** Sends the path exactly as written (fetch would resolve dot segments and re-encode it). */
function sendRaw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  sent++;
  const target = new URL(app.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: {
          'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
        timeout: ANSWER_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        if (String(response.headers['content-type']).startsWith('text/event-stream')) {
          response.destroy();
          resolve({ status: response.statusCode ?? 0, text: '' });
          return;
        }
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          statuses.set(response.statusCode ?? 0, (statuses.get(response.statusCode ?? 0) ?? 0) + 1);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const OTHER_SITE = 'https://evil.example';
const UI_NOT_BUILT = 'The UI is not built: run npm run build';

describe('path spellings: percent-encoded letters, doubled slashes, dot segments, mixed-case /api', () => {
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'alice');

  it('a write from another site is refused whatever the spelling of its path (the reported one: POST /%61pi/do-not-contact)', async () => {
    const answer = await sendRaw('POST', '/%61pi/do-not-contact', { origin: OTHER_SITE, cookie: user.cookie }, JSON.stringify({ input: 'spelled_path' }));
    expect(answer.status, answer.text).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'cross_origin' });
    for (const [method, path] of [...documentedRoutes, ...AUTH_ROUTES].filter(([method]) => UNSAFE.has(method))) {
      await fc.assert(
        fc.asyncProperty(pathSpelling(concrete(path)), async (spelled) => {
          const body = JSON.stringify(sampleOf(method, path).body ?? {});
          const refused = await sendRaw(method.toUpperCase(), spelled, { origin: OTHER_SITE, cookie: user.cookie }, body);
          expect(refused.status, `${method.toUpperCase()} ${spelled} from ${OTHER_SITE}: ${abbreviated(refused.text)}`).toBe(403);
        }),
        { seed: SEED, numRuns: Math.max(5, Math.ceil(RUNS_PER_ROUTE / 3)), endOnFailure: true },
      );
    }
  }, 300_000);

  it('every route answers every spelling below 500, with { message, code } for 4xx', async () => {
    for (const [method, path] of [...documentedRoutes, ...AUTH_ROUTES].filter(([, path]) => !path.endsWith('/sign-out'))) {
      await fc.assert(
        fc.asyncProperty(pathSpelling(concrete(path)), async (spelled) => {
          const body = method === 'get' ? undefined : JSON.stringify(sampleOf(method, path).body ?? {});
          const answer = await sendRaw(method.toUpperCase(), spelled, { origin: app.url, cookie: user.cookie }, body);
          // A read the API does not route goes to the UI's pages, which this app serves unbuilt (a 503 that says so).
          if (method === 'get' && answer.status === 503 && answer.text === UI_NOT_BUILT) return;
          const problem = violation(answer);
          if (problem) throw new Error(`${method.toUpperCase()} ${spelled} ${problem}: ${abbreviated(answer.text)}`);
        }),
        { seed: SEED, numRuns: Math.max(5, Math.ceil(RUNS_PER_ROUTE / 3)), endOnFailure: true },
      );
    }
  }, 300_000);
});

describe('generated multipart bodies never get a 500', () => {
  const UPLOAD = '/api/lead-sources/upload';
  // By default the upload route gets 20 generated forms (malformed, reordered, huge and incomplete ones among
  // them); STRESS=1 sends 60.
  const MULTIPART_RUNS = stressSize('FUZZ_MULTIPART_RUNS', 20, 60);

  async function sendMultipart(method: string, path: string, body: { contentType: string; body: Uint8Array }) {
    const answer = await send({ method, path, query: '', headers: { 'content-type': body.contentType }, body: body.body, session: 'signed-in' }).catch(
      (error: unknown) => ({ status: 599, text: `no answer: ${String(error)}`, contentType: null }),
    );
    // A source the upload created goes again, so the free plan's 3 sources never stop the next run early.
    if (answer.status === 201 && path === UPLOAD) {
      const { id } = JSON.parse(answer.text) as { id: string };
      await fetch(`${app.url}/api/lead-sources/${id}`, { method: 'DELETE', headers: { origin: app.url, cookie: user.cookie } });
    }
    return answer;
  }

  async function fuzzMultipart(method: string, path: string, numRuns: number) {
    await fc.assert(
      fc.asyncProperty(oddMultipart, async (multipart) => {
        const answer = await sendMultipart(method, path, multipart);
        const problem = violation(answer);
        if (problem) {
          throw new Error(
            `${method} ${path} ${problem}: ${abbreviated(answer.text)}\ncontent-type ${multipart.contentType}\nbody ${abbreviated(Buffer.from(multipart.body).toString())}`,
          );
        }
      }),
      {
        seed: SEED,
        numRuns,
        endOnFailure: true,
        reporter: (details) => {
          if (!details.failed) return;
          const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          throw new Error(`multipart ${method} ${path}, run ${details.numRuns}: ${cause}\nseed ${SEED} (rerun with FUZZ_SEED=${SEED})`);
        },
      },
    );
  }

  it('the upload route answers malformed, reordered, huge and incomplete forms below 500 with { message, code }', async () => {
    await fuzzMultipart('POST', UPLOAD, MULTIPART_RUNS);
  }, 300_000);

  it('every other route answers a multipart body below 500 with { message, code } for 4xx', async () => {
    for (const [method, path] of documentedRoutes) {
      if (path === UPLOAD || method === 'get' || method === 'head') continue;
      await fuzzMultipart(method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'fuzz'), 3);
    }
  }, 300_000);
});
