import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';

/**
 * The reference of the read-path benchmark: GET /api/do-not-contact on bare node:http and pg, doing what the
 * app must do for that request and nothing else. It finds better-auth's signed session cookie, checks its
 * HMAC-SHA256 signature with the app's secret, reads the session row with its user in one query (refusing
 * an expired session), then runs the app's page and count queries at once and answers the same JSON and
 * Content-Range. No framework, no logging, no security headers.
 *
 * Run as its own process: DATABASE_URL, BETTER_AUTH_SECRET, SESSION_COOKIE, POOL_SIZE and PORT come from the
 * environment; it writes "listening <port>" to stdout when ready.
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const secret = env('BETTER_AUTH_SECRET');
const cookieName = env('SESSION_COOKIE');
const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: Number(env('POOL_SIZE')) });

const SORT_COLUMNS: Record<string, string> = { username: 'username', addedAt: 'added_at', id: 'username' };

function sessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== cookieName) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), ...headers });
  response.end(json);
}

function listParameters(url: URL) {
  const sort = JSON.parse(url.searchParams.get('sort') ?? '["addedAt","DESC"]') as [string, string];
  const range = JSON.parse(url.searchParams.get('range') ?? '[0,49]') as [number, number];
  const column = SORT_COLUMNS[sort[0]];
  if (!column || (sort[1] !== 'ASC' && sort[1] !== 'DESC')) throw new Error('Malformed sort parameter');
  if (!Number.isInteger(range[0]) || !Number.isInteger(range[1]) || range[0] < 0 || range[1] < range[0]) throw new Error('Malformed range parameter');
  return { column, direction: sort[1] === 'ASC' ? 'asc' : 'desc', from: range[0], limit: Math.min(range[1] - range[0] + 1, 1000) };
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'GET' || url.pathname !== '/api/do-not-contact') return answer(response, 404, { message: 'Not found' });
  const token = sessionToken(request.headers.cookie);
  if (!token) return answer(response, 401, { message: 'Unauthorized', statusCode: 401 });
  const session = await pool.query<{ id: string; email: string; expiresAt: Date }>(
    'select u.id, u.email, s."expiresAt" from "session" s join "user" u on u.id = s."userId" where s.token = $1',
    [token],
  );
  const user = session.rows[0];
  if (!user || user.expiresAt.getTime() <= Date.now()) return answer(response, 401, { message: 'Unauthorized', statusCode: 401 });
  let parameters: ReturnType<typeof listParameters>;
  try {
    parameters = listParameters(url);
  } catch (error) {
    return answer(response, 400, { message: (error as Error).message });
  }
  const { column, direction, from, limit } = parameters;
  const [page, total] = await Promise.all([
    pool.query<{ username: string; added_at: Date }>(
      `select username, added_at from dnc_entries where user_id = $1 order by "${column}" ${direction}, username asc offset $2 limit $3`,
      [user.id, from, limit],
    ),
    pool.query<{ total: string }>('select coalesce((select entry_count from dnc_lists where user_id = $1), 0) as total', [user.id]),
  ]);
  const rows = page.rows.map((row) => ({ id: row.username, username: row.username, addedAt: row.added_at.toISOString() }));
  const count = Number(total.rows[0]?.total ?? 0);
  const range = rows.length === 0 ? `do-not-contact */${count}` : `do-not-contact ${from}-${from + rows.length - 1}/${count}`;
  answer(response, 200, rows, { 'content-range': range });
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    if (!response.headersSent) answer(response, 500, { message: String(error) });
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(env('PORT')), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
