import { beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../test/support/oidc/http-session';
import { sharedTestApp } from '../../../test/support/shared-app';
import type { TestApp } from '../../../test/support/start-app';
import { browserOn, newEmail, signUpThrough } from '../../../test/support/users';

const PASSWORD = 'correct-horse-42';
let app: TestApp;

beforeAll(async () => {
  app = await sharedTestApp();
});


const url = (path: string) => `${app.url}${path}`;
let addressCounter = 0;
/** A fresh client address, so per-IP limits never decide these tests: only per-account ones. */
const freshAddress = () => `203.0.120.${++addressCounter}`;

/** One raw POST: the body bytes and Content-Type exactly as given. */
function rawPost(path: string, body: string | Buffer, contentType: string, session = new HttpSession({ origin: app.url })) {
  return session.fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': freshAddress() },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

/** Ways of sending the same email that a reader other than better-auth's might miss. */
const SPELLINGS: Record<string, (email: string, rest: Record<string, string>) => [string | Buffer, string]> = {
  'plain JSON': (email, rest) => [JSON.stringify({ email, ...rest }), 'application/json'],
  'a byte-order mark': (email, rest) => [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ email, ...rest }))]), 'application/json'],
  'an upper-case type': (email, rest) => [JSON.stringify({ email, ...rest }), 'Application/JSON'],
  'a charset': (email, rest) => [JSON.stringify({ email, ...rest }), 'application/json; charset="UTF-8"'],
  'a form': (email, rest) => [new URLSearchParams({ email, ...rest }).toString(), 'application/x-www-form-urlencoded'],
  'an upper-case form type': (email, rest) => [new URLSearchParams({ email, ...rest }).toString(), 'Application/X-WWW-Form-Urlencoded; Charset=utf-8'],
  'duplicate keys': (email, rest) => [`{"email":"decoy-${Date.now()}@example.com",${JSON.stringify({ ...rest, email }).slice(1)}`, 'application/json'],
  'capitals and spaces': (email, rest) => [JSON.stringify({ email: `  ${email.toUpperCase()}\t`, ...rest }), 'application/json'],
  'unicode escapes': (email, rest) => [
    JSON.stringify({ ...rest, email }).replace(/"email":"([^"]*)"/, (_m, value: string) => `"\\u0065mail":"${[...value].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`),
    'application/json',
  ],
};

describe('the per-account limits read the email as better-auth does', () => {
  for (const [spelling, encode] of Object.entries(SPELLINGS)) {
    it(`counts sign-in guesses sent with ${spelling}`, async () => {
      const { email } = await signUpThrough(app, browserOn(app));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        statuses.push((await rawPost('/api/auth/sign-in/email', ...encode(email, { password: 'guess-guess' }))).status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      // The plain request is limited too: the guesses counted against the same account.
      expect((await rawPost('/api/auth/sign-in/email', ...SPELLINGS['plain JSON'](email, { password: PASSWORD }))).status).toBe(429);
    });

    it(`counts reset requests sent with ${spelling}`, async () => {
      const { email } = await signUpThrough(app, browserOn(app));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push((await rawPost('/api/auth/request-password-reset', ...encode(email, { redirectTo: '/reset-password' }))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  }

  it('refuses with 400 what it cannot read unambiguously', async () => {
    const email = newEmail('odd');
    const unreadable: [string | Buffer, string][] = [
      [JSON.stringify({ email, password: 'guess-guess' }), 'text/plain'],
      [JSON.stringify({ email, password: 'guess-guess' }), 'application/json; charset=utf-16'],
      [Buffer.from(JSON.stringify({ email, password: 'guess-guess' }), 'utf16le'), 'application/json'],
      [`email=${encodeURIComponent(email)}&email=decoy%40example.com&password=guess-guess`, 'application/x-www-form-urlencoded'],
      [JSON.stringify({ email: [email], password: 'guess-guess' }), 'application/json'],
      ['[1,2]', 'application/json'],
    ];
    for (const [body, type] of unreadable) {
      const response = await rawPost('/api/auth/sign-in/email', body, type);
      expect(response.status, `${type} ${String(body)}`).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('counts guesses sent to another spelling of the path', async () => {
    const { email } = await signUpThrough(app, browserOn(app));
    const paths = ['/api/auth/sign-in/email/', '/api/auth//sign-in/email', '/api/auth/sign-in/email?x=1'];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await rawPost(paths[attempt % paths.length], ...SPELLINGS['plain JSON'](email, { password: 'guess-guess' }))).status);
    }
    expect(statuses.every((status) => status === 401 || status === 404)).toBe(true);
    expect((await rawPost('/api/auth/sign-in/email', ...SPELLINGS['plain JSON'](email, { password: PASSWORD }))).status).toBe(429);
  });
});

describe('device cookies: strangers cannot lock the owner out', () => {
  const signIn = (session: HttpSession, email: string, password: string) =>
    session.post(url('/api/auth/sign-in/email'), { email, password }, { 'x-forwarded-for': freshAddress() });

  /** Ten wrong guesses at `email`, each from another address and no cookie. */
  async function strangerGuesses(email: string) {
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn(new HttpSession({ origin: app.url }), email, 'guess-guess')).status).toBe(401);
  }

  it('gives a browser that signed in an HttpOnly device cookie', async () => {
    const owner = await signUpThrough(app, browserOn(app));
    const laptop = new HttpSession({ origin: app.url });
    expect((await signIn(laptop, owner.email, PASSWORD)).status).toBe(200);
    const [cookie] = laptop.cookiesNamed('outtwit.device');
    expect(cookie).toBeDefined();
    expect(cookie.attributes.get('httponly')).toBe(true);
    expect(String(cookie.attributes.get('samesite')).toLowerCase()).toBe('lax');
    expect(cookie.value).not.toContain(owner.email);
  });

  it("locks unknown devices out after strangers' guesses, while the owner's known browser still signs in", async () => {
    const owner = await signUpThrough(app, browserOn(app));
    const laptop = new HttpSession({ origin: app.url });
    expect((await signIn(laptop, owner.email, PASSWORD)).status).toBe(200);
    expect((await laptop.post(url('/api/auth/sign-out'), {})).status).toBe(200);

    await strangerGuesses(owner.email);
    // Unknown devices are locked out, even with the right password.
    expect((await signIn(new HttpSession({ origin: app.url }), owner.email, PASSWORD)).status).toBe(429);
    expect((await signIn(new HttpSession({ origin: app.url }), owner.email, 'guess-guess')).status).toBe(429);
    // The owner's browser is not.
    expect((await signIn(laptop, owner.email, PASSWORD)).status).toBe(200);
    expect((await laptop.fetch(url('/api/plan'))).status).toBe(200);
  });

  it('still limits guesses from a known device, per device', async () => {
    const owner = await signUpThrough(app, browserOn(app));
    const stolenLaptop = new HttpSession({ origin: app.url });
    const phone = new HttpSession({ origin: app.url });
    expect((await signIn(stolenLaptop, owner.email, PASSWORD)).status).toBe(200);
    expect((await signIn(phone, owner.email, PASSWORD)).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await signIn(stolenLaptop, owner.email, 'guess-guess')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await signIn(stolenLaptop, owner.email, PASSWORD)).status).toBe(429);
    // Another known device, and unknown ones, keep their own counts.
    expect((await signIn(phone, owner.email, PASSWORD)).status).toBe(200);
    expect((await signIn(new HttpSession({ origin: app.url }), owner.email, PASSWORD)).status).toBe(200);
  });

  it('treats a forged device cookie, or one of another account, as an unknown device', async () => {
    const owner = await signUpThrough(app, browserOn(app));
    const other = await signUpThrough(app, browserOn(app));
    const otherBrowser = new HttpSession({ origin: app.url });
    expect((await signIn(otherBrowser, other.email, PASSWORD)).status).toBe(200);
    const otherCookie = otherBrowser.cookiesNamed('outtwit.device')[0];
    const laptop = new HttpSession({ origin: app.url });
    expect((await signIn(laptop, owner.email, PASSWORD)).status).toBe(200);
    const ownerCookie = laptop.cookiesNamed('outtwit.device')[0];

    await strangerGuesses(owner.email);

    const withDeviceCookie = (value: string) => {
      const session = new HttpSession({ origin: app.url });
      session.cookies.push({ ...ownerCookie, value });
      return session;
    };
    const [device, account, signature] = ownerCookie.value.split('.');
    const forgeries = [
      otherCookie.value,
      `${device}.${account}.${signature.slice(0, -2)}xx`,
      `forged.${account}.${signature}`,
      `${device}.${otherCookie.value.split('.')[1]}.${signature}`,
      'garbage',
    ];
    for (const value of forgeries) expect((await signIn(withDeviceCookie(value), owner.email, PASSWORD)).status, value).toBe(429);
    expect((await signIn(withDeviceCookie(ownerCookie.value), owner.email, PASSWORD)).status).toBe(200);
  });
});

describe('same-origin requests at another address of the app', () => {

  it('signs up and signs in through 127.0.0.1 with that Origin; another site stays refused', async () => {
    const at = app.url.replace('localhost', '127.0.0.1');
    const session = new HttpSession({ origin: at, headers: { 'x-forwarded-for': freshAddress() } });
    const email = newEmail('loopback');
    const signUp = await session.post(`${at}/api/auth/sign-up/email`, { email, password: PASSWORD, name: '' });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    expect((await session.post(`${at}/api/auth/sign-out`, {})).status).toBe(200);
    const signIn = await session.post(`${at}/api/auth/sign-in/email`, { email, password: PASSWORD });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    expect((await session.fetch(`${at}/api/plan`)).status).toBe(200);
    const reset = await session.post(`${at}/api/auth/request-password-reset`, { email, redirectTo: '/reset-password' });
    expect(reset.status).toBe(200);

    const evil = new HttpSession({ origin: 'http://evil.example', headers: { 'x-forwarded-for': freshAddress() } });
    const refused = await evil.post(`${at}/api/auth/sign-in/email`, { email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Requests from other sites are not allowed.', code: 'cross_origin' });
    // A page on another port of the same host is another origin.
    const otherPort = new HttpSession({ origin: 'http://127.0.0.1:1', headers: { 'x-forwarded-for': freshAddress() } });
    expect((await otherPort.post(`${at}/api/auth/sign-in/email`, { email, password: PASSWORD })).status).toBe(403);
  });

  it('does not let a claimed Host redirect reset links elsewhere', async () => {
    const { email } = await signUpThrough(app, browserOn(app));
    const response = await fetch(url('/api/auth/request-password-reset'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify({ email, redirectTo: 'http://evil.example/steal' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('sign-up and profile fields', () => {
  const signUp = (fields: Record<string, unknown>, session = browserOn(app)) =>
    session.post(url('/api/auth/sign-up/email'), { email: newEmail('profile'), password: PASSWORD, name: '', ...fields });

  it('refuses an image that is not an https URL, and a name over 100 characters, with a clear message', async () => {
    for (const image of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:image/png;base64,AAAA', 'http://example.com/a.png', `https://example.com/${'a'.repeat(2100)}`, 'https://user:pw@example.com/a.png', 42]) {
      const response = await signUp({ image });
      expect(response.status, String(image)).toBe(400);
      expect(await response.json()).toEqual({ message: 'Image must be an https URL of at most 2048 characters.', code: 'invalid_image' });
    }
    for (const name of ['x'.repeat(101), 'x'.repeat(60_000), { first: 'x' }]) {
      const response = await signUp({ name });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Name must be text of at most 100 characters.', code: 'invalid_name' });
    }
  });

  it('accepts an https image, no image, and a name of 100 characters', async () => {
    expect((await signUp({ image: 'https://example.com/me.png', name: 'x'.repeat(100) })).status).toBe(200);
    expect((await signUp({ image: '' })).status).toBe(200);
    expect((await signUp({})).status).toBe(200);
  });

  it('holds a profile update to the same rules', async () => {
    const session = browserOn(app);
    await signUpThrough(app, session);
    const update = await session.post(url('/api/auth/update-user'), { image: 'javascript:alert(1)' });
    expect(update.status).toBe(400);
    expect(((await update.json()) as { code: string }).code).toBe('invalid_image');
    expect((await session.post(url('/api/auth/update-user'), { name: 'y'.repeat(101) })).status).toBe(400);
    expect((await session.post(url('/api/auth/update-user'), { name: 'Ada' })).status).toBe(200);
  });
});

describe('the session token stays in its HttpOnly cookie', () => {
  it('is in no sign-up, sign-in or session answer', async () => {
    const session = browserOn(app);
    const email = newEmail('token');
    const signUp = await session.post(url('/api/auth/sign-up/email'), { email, password: PASSWORD, name: '' });
    const token = decodeURIComponent(session.cookiesNamed('session_token')[0].value).split('.')[0];
    expect(token.length).toBeGreaterThan(10);
    const signUpBody = await signUp.text();
    expect(signUpBody).not.toContain(token);
    expect(JSON.parse(signUpBody)).not.toHaveProperty('token');

    const signIn = await session.post(url('/api/auth/sign-in/email'), { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const signInBody = (await signIn.json()) as Record<string, unknown>;
    expect(signInBody).not.toHaveProperty('token');
    expect(signInBody).toHaveProperty('user');
    const newToken = decodeURIComponent(session.cookiesNamed('session_token')[0].value).split('.')[0];

    const current = await session.fetch(url('/api/auth/get-session'));
    const currentBody = await current.text();
    expect(currentBody).not.toContain(newToken);
    expect((JSON.parse(currentBody) as { user: { email: string } }).user.email).toBe(email);
    expect(await (await session.fetch(url('/api/auth/list-sessions'))).text()).not.toContain(newToken);
  });
});
