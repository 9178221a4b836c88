import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../test/support/oidc/http-session';
import { authorizeAtProvider, type LocalOidcProvider } from '../../../test/support/oidc/oidc-provider';
import { GOOGLE_CLIENT, startAppWithGoogle } from '../../../test/support/oidc/app-with-google';
import type { TestApp } from '../../../test/support/start-app';

let app: TestApp;
let provider: LocalOidcProvider;
let publicUrl: string;

beforeAll(async () => {
  ({ app, provider } = await startAppWithGoogle({ 'grace@example.com': { email: 'grace@example.com', name: 'Grace Hopper' } }));
  publicUrl = app.url;
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

/** What the UI's authClient.signIn.social({ provider: 'google', ... }) does: ask our app where to send the browser. */
async function startGoogleSignIn(browser: HttpSession): Promise<URL> {
  const response = await browser.post(`${app.url}/api/auth/sign-in/social`, {
    provider: 'google',
    callbackURL: '/dashboard',
    errorCallbackURL: '/login',
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { url: string; redirect: boolean };
  expect(body.redirect).toBe(true);
  return new URL(body.url);
}

describe('Continue with Google (OpenID Connect)', () => {
  it('is announced by GET /api/auth-config, without signing in', async () => {
    const response = await fetch(`${app.url}/api/auth-config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ google: true });
  });

  it('signs in through the provider with state and PKCE, creates the account and its free plan', async () => {
    const browser = new HttpSession({ origin: app.url });
    const authorization = await startGoogleSignIn(browser);

    expect(authorization.origin).toBe(provider.issuer);
    const params = authorization.searchParams;
    expect(params.get('client_id')).toBe(GOOGLE_CLIENT.id);
    expect(params.get('redirect_uri')).toBe(`${publicUrl}/api/auth/callback/google`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')?.length).toBeGreaterThanOrEqual(16);

    const callback = await authorizeAtProvider(authorization.toString(), 'grace@example.com');
    // The provider saw the same authorization request (state and S256 challenge included).
    expect(provider.authorizationRequests.at(-1)?.params.get('code_challenge')).toBe(params.get('code_challenge'));
    expect(callback.toString().startsWith(`${publicUrl}/api/auth/callback/google?`)).toBe(true);
    expect(callback.searchParams.get('state')).toBe(params.get('state'));
    expect(callback.searchParams.get('code')).toBeTruthy();

    const back = await browser.fetch(callback);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/\/dashboard$/);
    const [cookie] = browser.cookiesNamed('session_token');
    expect(cookie?.attributes.get('httponly')).toBe(true);

    const session = (await (await browser.fetch(`${app.url}/api/auth/get-session`)).json()) as { user: { email: string; name: string } };
    expect(session.user).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper' });
    const plan = (await (await browser.fetch(`${app.url}/api/plan`)).json()) as { plan: string; allowed_accounts: number };
    expect(plan).toMatchObject({ plan: 'free', allowed_accounts: 1 });

    // The code is single use: replaying the callback does not sign anyone in.
    const thief = new HttpSession({ origin: app.url });
    const replay = await thief.fetch(callback);
    expect(replay.headers.get('location')).toMatch(/\/login\?error=/);
    expect(thief.cookiesNamed('session_token')).toHaveLength(0);
  });

  it('signs the same person in again to the same account', async () => {
    const first = new HttpSession({ origin: app.url });
    await first.fetch(await authorizeAtProvider((await startGoogleSignIn(first)).toString(), 'linus'));
    const firstId = ((await (await first.fetch(`${app.url}/api/auth/get-session`)).json()) as { user: { id: string } }).user.id;

    const second = new HttpSession({ origin: app.url });
    await second.fetch(await authorizeAtProvider((await startGoogleSignIn(second)).toString(), 'linus'));
    const again = (await (await second.fetch(`${app.url}/api/auth/get-session`)).json()) as { user: { id: string; email: string } };
    expect(again.user).toMatchObject({ id: firstId, email: 'linus@example.test' });
  });

  it('refuses a callback whose state is not the one it issued', async () => {
    const browser = new HttpSession({ origin: app.url });
    const callback = await authorizeAtProvider((await startGoogleSignIn(browser)).toString(), 'mallory');
    callback.searchParams.set('state', 'forged-state-value-0123456789');
    const response = await browser.fetch(callback);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/login\?error=/);
    expect(browser.cookiesNamed('session_token')).toHaveLength(0);
    expect(await (await browser.fetch(`${app.url}/api/auth/get-session`)).json()).toBeNull();
  });

  it("refuses a callback that arrives in another browser than the one that started (the state is bound to the starter's cookie)", async () => {
    const victim = new HttpSession({ origin: app.url });
    const callback = await authorizeAtProvider((await startGoogleSignIn(new HttpSession({ origin: app.url }))).toString(), 'eve');
    const response = await victim.fetch(callback);
    expect(response.headers.get('location')).toMatch(/\/login\?error=/);
    expect(victim.cookiesNamed('session_token')).toHaveLength(0);
  });
});
