import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithGoogle } from '../support/oidc/app-with-google';
import type { LocalOidcProvider } from '../support/oidc/oidc-provider';
import type { TestApp } from '../support/start-app';
import { type BrowserSession, collectPageErrors, launchBrowser, screenshotAtBothSizes } from './support/browser';
import { holdRequests } from './support/held-requests';

const GOOGLE_EMAIL = 'grace@example.com';

let app: TestApp;
let provider: LocalOidcProvider;
let browser: BrowserSession | undefined;

beforeAll(async () => {
  ({ app, provider } = await startAppWithGoogle({ [GOOGLE_EMAIL]: { email: GOOGLE_EMAIL, name: 'Grace Hopper' } }));
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await provider?.close();
});

/**
 * A new tab of the file's browser, as in a fresh one: no other tab open and no cookie at the app or at the
 * provider (where the sign-in's state lives). The browser reaches the app and the provider and nothing else;
 * the provider's pages import a web font's stylesheet, answered empty, so the pages load without errors.
 */
async function freshPage(): Promise<Page> {
  if (!browser) {
    browser = await launchBrowser({ allowOrigins: [app.url, provider.issuer] });
    await browser.context.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  }
  for (const tab of browser.context.pages()) await tab.close();
  await browser.context.clearCookies();
  return browser.newPage();
}

function googleButton(page: Page) {
  return page.getByRole('button', { name: 'Continue with Google' });
}

/**
 * On /login, clicks 'Continue with Google' and sees it read 'Connecting...' (disabled) while the app
 * prepares the redirect; the request is held until that state has been seen.
 */
async function startGoogleSignIn(page: Page): Promise<void> {
  const start = await holdRequests(page, '**/api/auth/sign-in/social');
  await page.goto(`${app.url}/login`);
  await googleButton(page).click();
  const connecting = page.getByRole('button', { name: 'Connecting...' });
  await connecting.waitFor();
  expect(await connecting.isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);
  await start.release();
}

/** The provider's sign-in page: any login and password are accepted. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === provider.issuer && url.pathname.startsWith('/interaction/'));
  await page.getByRole('heading', { name: 'Sign-in' }).waitFor();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // Then its consent page.
  await page.getByRole('heading', { name: 'Authorize' }).waitFor();
}

/** Back on /login with the error in the red banner and the Google button usable again; nobody is signed in. */
async function expectBackOnLoginWithError(page: Page, message: string): Promise<void> {
  await page.waitForURL((url) => url.origin === app.url && url.pathname === '/login');
  const banner = page.getByTestId('auth-error');
  await banner.waitFor({ state: 'visible' });
  expect((await banner.textContent())?.trim()).toBe(message);
  expect(await googleButton(page).isEnabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
  const session = await page.evaluate(() => fetch('/api/auth/get-session').then((response) => response.json()));
  expect(session).toBeNull();
}

describe('Continue with Google', () => {
  it('signs in through the provider and lands on Campaigns with the Google email and the Free Plan', async () => {
    const page = await freshPage();
    const errors = collectPageErrors(page);
    await startGoogleSignIn(page);
    await signInAtProvider(page, GOOGLE_EMAIL);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${app.url}/dashboard/campaigns`, { timeout: 20_000 });
    await page.getByRole('button', { name: `User menu: ${GOOGLE_EMAIL}` }).waitFor();
    await page.getByTestId('plan-badge').getByText('Free Plan').waitFor();
    await page.getByRole('heading', { name: 'No Campaigns Yet' }).waitFor();
    await screenshotAtBothSizes(page, 'google-sign-in-dashboard');

    // The provider saw state and a PKCE challenge.
    const authorization = provider.authorizationRequests.at(-1)!.params;
    expect(authorization.get('state')?.length).toBeGreaterThanOrEqual(16);
    expect(authorization.get('code_challenge_method')).toBe('S256');
    expect(errors).toEqual([]);
  });

  it('comes back to /login with the provider message when the user cancels at the provider', async () => {
    const page = await freshPage();
    await startGoogleSignIn(page);
    await signInAtProvider(page, 'cancelling-user');
    await page.getByRole('link', { name: '[ Cancel ]' }).click();

    await expectBackOnLoginWithError(page, 'End-User aborted interaction');
    expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(`${app.url}/login`);
  });

  it('comes back to /login with the generic message when the callback carries a forged state', async () => {
    const page = await freshPage();
    await startGoogleSignIn(page);
    await signInAtProvider(page, 'mallory');
    // The provider's answer reaches the app with another state than the one the app issued: the consent
    // form's redirects are followed here, and the last one, back to the app, is sent on with a forged state.
    // (A browser's own redirects cannot be intercepted one by one.)
    let forged: URL | undefined;
    await page.route(
      (url) => url.origin === provider.issuer && url.pathname.startsWith('/interaction/'),
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        let response = await route.fetch({ maxRedirects: 0 });
        let location = new URL(response.headers().location, route.request().url());
        while (location.origin === provider.issuer) {
          response = await page.request.get(location.toString(), { maxRedirects: 0 });
          location = new URL(response.headers().location, location);
        }
        expect(location.pathname).toBe('/api/auth/callback/google');
        expect(location.searchParams.get('code')).toBeTruthy();
        location.searchParams.set('state', 'forged-state-value-0123456789');
        forged = location;
        await route.fulfill({ status: 303, headers: { location: location.toString() } });
      },
    );
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectBackOnLoginWithError(page, 'An error occurred during Google sign-in');
    expect(new URL(page.url()).searchParams.get('error')).toBeTruthy();
    expect(forged?.searchParams.get('state')).toBe('forged-state-value-0123456789');
  });

  it('shows the error and enables the button again when the sign-in cannot start', async () => {
    const page = await freshPage();
    const start = await holdRequests(page, '**/api/auth/sign-in/social', {
      answer: (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    });
    await page.goto(`${app.url}/login`);
    await googleButton(page).click();
    await page.getByRole('button', { name: 'Connecting...' }).waitFor();
    await start.release();
    const banner = page.getByTestId('auth-error');
    await banner.waitFor({ state: 'visible' });
    // No message from the server: the generic one.
    expect((await banner.textContent())?.trim()).toBe('An error occurred during Google sign-in');
    await googleButton(page).waitFor();
    expect(await googleButton(page).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
