/** A cookie the session holds: name, value and the attributes tests look at. */
export interface HeldCookie {
  name: string;
  value: string;
  /** Host the cookie was set by (cookies are sent back to the same host only; enough for tests). */
  host: string;
  path: string;
  attributes: Map<string, string | true>;
  raw: string;
}

/** Parses one Set-Cookie header. */
export function parseSetCookie(raw: string, host: string): HeldCookie {
  const [pair, ...rest] = raw.split(';');
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string | true>();
  for (const attribute of rest) {
    const [key, ...value] = attribute.trim().split('=');
    if (key) attributes.set(key.toLowerCase(), value.length > 0 ? value.join('=') : true);
  }
  const path = attributes.get('path');
  return {
    name: pair.slice(0, eq).trim(),
    value: pair.slice(eq + 1).trim(),
    host,
    path: typeof path === 'string' ? path : '/',
    attributes,
    raw,
  };
}

/**
 * fetch with a cookie jar and manual redirects, like one browser profile driving a flow step by step.
 * `origin` is sent as the Origin header of non-GET requests (as a browser on that origin would).
 */
export class HttpSession {
  readonly cookies: HeldCookie[] = [];

  constructor(
    private readonly defaults: { origin?: string; headers?: Record<string, string> } = {},
  ) {}

  cookie(name: string): HeldCookie | undefined {
    return this.cookies.find((cookie) => cookie.name === name);
  }

  /** Cookies whose name contains `part` (e.g. 'session_token', whatever the prefix). */
  cookiesNamed(part: string): HeldCookie[] {
    return this.cookies.filter((cookie) => cookie.name.includes(part));
  }

  cookieHeader(url: URL): string {
    return this.cookies
      .filter((cookie) => cookie.host === url.host && url.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  store(response: Response, url: URL) {
    for (const raw of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(raw, url.host);
      const index = this.cookies.findIndex((held) => held.name === cookie.name && held.host === cookie.host && held.path === cookie.path);
      if (index !== -1) this.cookies.splice(index, 1);
      const maxAge = cookie.attributes.get('max-age');
      const expires = cookie.attributes.get('expires');
      const expired =
        cookie.value === '' ||
        (typeof maxAge === 'string' && Number(maxAge) <= 0) ||
        (typeof expires === 'string' && Date.parse(expires) <= Date.now());
      if (!expired) this.cookies.push(cookie);
    }
  }

  async fetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    const headers = new Headers(this.defaults.headers);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && this.defaults.origin && !headers.has('origin')) headers.set('origin', this.defaults.origin);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response, url);
    return response;
  }

  /** POST a JSON body. */
  post(url: string | URL, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  }

  /** Follows redirects (GET) while `keepGoing(location)` says so; answers the last response and its URL. */
  async follow(start: string | URL, keepGoing: (location: URL) => boolean = () => true, maxHops = 15) {
    let url = new URL(start);
    for (let hop = 0; hop < maxHops; hop++) {
      const response = await this.fetch(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url };
      const next = new URL(location, url);
      if (!keepGoing(next)) return { response, url, location: next };
      await response.arrayBuffer();
      url = next;
    }
    throw new Error(`more than ${maxHops} redirects from ${String(start)}`);
  }
}
