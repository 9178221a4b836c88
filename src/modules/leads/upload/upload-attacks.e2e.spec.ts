import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { as, signUp, type TestUser } from '../../../../test/support/users';

/**
 * Uploads sent as an attacker sends them (huge, slow, in odd order, refused midway): each is answered promptly,
 * the other users are served meanwhile, and a shutdown does not wait for them.
 */

const BOUNDARY = 'attackboundary';
const namePart = (name: string) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="name"\r\n\r\n${name}\r\n`;
const filePart = (filename: string, type = 'text/csv') =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`;
const END = `\r\n--${BOUNDARY}--\r\n`;

interface Answer {
  status: number;
  body: { message?: string; code?: string; id?: string; total_leads?: number };
  ms: number;
}

/**
 * Sends a multipart body with node's http client, writing it piece by piece as the socket takes it, and
 * resolves with the answer as soon as it arrives (a refusal may come while the body is still being sent).
 * `hold` leaves the request open after the pieces, as a slow or stalled client does; `cut()` ends it.
 */
function send(app: TestApp, user: TestUser, pieces: (string | Buffer)[], hold = false) {
  const started = Date.now();
  const request = http.request(`${app.url}/api/lead-sources/upload`, {
    method: 'POST',
    headers: { origin: app.url, cookie: user.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}'), ms: Date.now() - started }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  answer.catch(() => undefined);
  void (async () => {
    for (const piece of pieces) {
      if (request.destroyed) return;
      if (!request.write(piece)) await new Promise((resolve) => request.once('drain', resolve).once('close', resolve));
    }
    if (!hold && !request.destroyed) request.end();
  })();
  return { answer, cut: () => request.destroy() };
}

/** A body in pieces of 1 MB, so the client sends it as the server reads it. */
const inPieces = (body: Buffer) => Array.from({ length: Math.ceil(body.length / 2 ** 20) }, (_, i) => body.subarray(i * 2 ** 20, (i + 1) * 2 ** 20));

/** A 46 MB JSON array of usernames. */
const hugeJson = () => Buffer.from(`[${'"user_name_xyz",'.repeat(2_900_000)}"last"]`);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '1' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function uploaded(user: TestUser, name: string, csv: string) {
  const { answer } = send(app, user, [namePart(name), filePart(`${name}.csv`), csv, END]);
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

describe('a big upload does not hold the others up', () => {
  it('refuses a 46 MB JSON at once, file part first or not, while other users are answered quickly', async () => {
    const [full, fresh, other] = [await signUp(app), await signUp(app), await signUp(app)];
    for (const name of ['One', 'Two', 'Three']) await uploaded(full, name, `username\n${name.toLowerCase()}_lead\n`);
    const json = inPieces(hugeJson());

    // Another user's requests, one after the other, for as long as the uploads last.
    let uploading = true;
    const latencies: number[] = [];
    const probing = (async () => {
      while (uploading) {
        const started = Date.now();
        const response = await as(app, other)('/api/lead-credits');
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        latencies.push(Date.now() - started);
      }
    })();
    // A free user at 3 of 3 sources, the file before the name; and one with room, whose JSON is over 10 MB.
    const atLimit = send(app, full, [filePart('big.json', 'application/json'), ...json, '\r\n', namePart('Four'), `--${BOUNDARY}--\r\n`]).answer;
    const overCap = send(app, fresh, [namePart('Big json'), filePart('big.json', 'application/json'), ...json, END]).answer;
    const answers = await Promise.all([atLimit, overCap]);
    uploading = false;
    await probing;

    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 403, body: { message: 'Free plan limit: 3 lead sources. Upgrade your plan to add more lead sources.', code: 'free_source_limit' } },
      { status: 413, body: { message: 'A JSON file can be at most 10 MB. Please upload a larger list as a CSV file.', code: 'json_too_large' } },
    ]);
    // Generous bounds for a busy machine; a parse of the whole file holds every request for seconds.
    expect(answers[0]?.ms).toBeLessThan(3_000);
    expect(answers[1]?.ms).toBeLessThan(5_000);
    expect(Math.max(...latencies)).toBeLessThan(1_500);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from leads where username like 'user_name%'`.execute(app.database.db);
    expect(rows[0]?.n).toBe(0);
  }, 60_000);

  it('refuses a file part that comes before the name, saying the name comes first', async () => {
    const user = await signUp(app);
    const { answer } = send(app, user, [filePart('a.csv'), 'username\nalice\n', '\r\n', namePart('Late name'), `--${BOUNDARY}--\r\n`]);
    expect(await answer).toMatchObject({
      status: 400,
      body: { message: 'Please select a CSV file and enter a source name. The name field must come before the file.', code: 'name_before_file' },
    });
  });

  it('runs two uploads per user at a time and answers a third with a 429 at once', async () => {
    const user = await signUp(app);
    // Within the free plan's 10,000 credits each; a batch of 5,000 is written while the rest is awaited.
    const rows = Array.from({ length: 9_000 }, (_, i) => `slow${i}`).join('\n');
    const slow = [1, 2].map((n) => send(app, user, [namePart(`Slow ${n}`), filePart('slow.csv'), `username\n${rows}\n`], true));
    // Both are being read once their first rows are written.
    await expect
      .poll(async () => (await sql<{ n: number }>`select count(*)::int as n from leads where username like 'slow%'`.execute(app.database.db)).rows[0]?.n, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(10_000);
    const third = await send(app, user, [namePart('Third'), filePart('third.csv'), 'username\nthird\n', END]).answer;
    expect(third).toMatchObject({
      status: 429,
      body: { message: 'You already have 2 uploads in progress. Please wait for one to finish before starting another.', code: 'uploads_in_progress' },
    });
    expect(third.ms).toBeLessThan(3_000);
    for (const upload of slow) upload.cut();
    // Cut off, they give their slots back and keep nothing.
    await expect.poll(async () => (await send(app, user, [namePart('After'), filePart('after.csv'), 'username\nafter\n', END]).answer).status, { timeout: 10_000 }).toBe(201);
    const { rows: left } = await sql<{ n: number }>`select count(*)::int as n from leads where username like 'slow%'`.execute(app.database.db);
    expect(left[0]?.n).toBe(0);
  }, 60_000);
});

describe('a refused file over 64 KB is answered at once', () => {
  it('answers each bad file with its 400 while the client is still sending, and goes on serving', async () => {
    const user = await signUp(app);
    const cases: [string, string, string][] = [
      ['No username column', `name;bio\n${'A;B\n'.repeat(40_000)}`, 'CSV file must contain a username column'],
      ['Broken quotes', `username,bio\nalice,"never closed\n${'bob,"x" y\n'.repeat(20_000)}`, 'CSV parsing error: Trailing quote on quoted field is malformed'],
      ['Endless row', `username,bio\nalice,"${'x'.repeat(1_100_000)}"\n${'carol,c\n'.repeat(10_000)}`, 'CSV parsing error: a row is longer than 1,000,000 characters'],
      ['Endless header', `username,${'h'.repeat(1_100_000)}\nalice\n`, 'CSV parsing error: a row is longer than 1,000,000 characters'],
    ];
    for (const [name, csv, message] of cases) {
      expect(Buffer.byteLength(csv)).toBeGreaterThan(64 * 1024);
      const { status, body, ms } = await send(app, user, [namePart(name), filePart('bad.csv'), ...inPieces(Buffer.from(csv)), END]).answer;
      expect({ name, status, body }).toEqual({ name, status: 400, body: { message, code: expect.any(String) } });
      expect(ms, name).toBeLessThan(5_000);
    }
    expect((await uploaded(user, 'Still served', 'username\nserved\n')).total_leads).toBe(1);
  }, 60_000);

  it('refuses a header of some 190,000 columns, saying the limit, and keeps the lists small', async () => {
    const user = await signUp(app);
    const columns = Array.from({ length: 1_000_000 }, (_, i) => i.toString(36)).join(',');
    const csv = `username,${columns.slice(0, 990_000)}\nalice,1\n`;
    const { status, body, ms } = await send(app, user, [namePart('Wide'), filePart('wide.csv'), csv, END]).answer;
    expect({ status, body }).toEqual({
      status: 400,
      body: { message: 'CSV parsing error: more than 50 columns besides the username (at most 50 are kept)', code: 'too_many_columns' },
    });
    expect(ms).toBeLessThan(5_000);
    const fifty = Array.from({ length: 50 }, (_, i) => `column_${i}`);
    const kept = await uploaded(user, 'Fifty', `username,${fifty.join(',')}\nalice,${fifty.map(() => 'v').join(',')}\n`);
    const list = await as(app, user)('/api/lead-sources');
    const text = await list.text();
    expect(text.length).toBeLessThan(10_000);
    expect(JSON.parse(text)).toEqual([expect.objectContaining({ id: kept.id, csv_columns: fifty })]);
  }, 60_000);
});

describe('shutdown', () => {
  it('finishes in time with an upload in flight: the upload is answered 503 and keeps nothing', async () => {
    const own = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const user = await signUp(own);
      const rows = Array.from({ length: 9_000 }, (_, i) => `inflight${i}`).join('\n');
      const upload = send(own, user, [namePart('In flight'), filePart('inflight.csv'), `username\n${rows}\n`], true);
      const written = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from leads where username like 'inflight%'`.execute(own.database.db)).rows[0]?.n;
      await expect.poll(written, { timeout: 15_000 }).toBeGreaterThanOrEqual(5_000);
      const started = Date.now();
      await own.server.close();
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(await upload.answer).toMatchObject({
        status: 503,
        body: { message: 'The server is restarting. Please upload the file again in a moment.' },
      });
      expect(await written()).toBe(0);
    } finally {
      await own.database.drop();
    }
  }, 60_000);
});
