import { type APIRequestContext, type Locator, type Page, request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BASIC_LEAD_CREDITS,
  BASIC_MONTHLY_PRICE,
  formatCredits,
  PRO_ACCOUNTS,
  PRO_LEAD_CREDITS,
  proMonthlyPrice,
} from '../../src/modules/billing/contract';
import { newEmail } from '../support/users';
import {
  collectPageErrors,
  saveScreenshot,
  screenshotAtBothSizes,
  viewports,
} from './support/browser';
import { appInBrowser } from './support/app-in-browser';
import { pollOnTabClock } from './support/tab-clock';
import { holdRequests } from './support/held-requests';

const PASSWORD = 'correct-horse-42';

// Offline: anything outside the app under test is refused, so no test depends on it.
const fixture = appInBrowser();

async function open(path: string, viewport: keyof typeof viewports = 'desktop'): Promise<Page> {
  const page = await fixture.browser.newPage(viewport);
  await page.goto(fixture.app.url + path);
  return page;
}

/** Signed out: the cookies of earlier tests are cleared first, so no session leaks from one test to another. */
async function openSignedOut(path: string, viewport: keyof typeof viewports = 'desktop'): Promise<Page> {
  await fixture.browser.context.clearCookies();
  return open(path, viewport);
}

/** Signed out, on a page whose timers run on the test's clock (page.clock), from before the page loads. */
async function openSignedOutOnTestClock(path: string): Promise<Page> {
  await fixture.browser.context.clearCookies();
  const page = await fixture.browser.newPage('desktop');
  await page.clock.install();
  await page.goto(fixture.app.url + path);
  return page;
}

/**
 * The page goes to `pathname` by itself within 6 s (as the tests allowed before the clock was theirs), its
 * clock moved on half a second at each look: the notice's seconds before a redirect pass at once. The address
 * is read in the page, where it changes at once.
 */
async function expectRedirectTo(page: Page, pathname: string): Promise<void> {
  await pollOnTabClock(page, () => page.evaluate('location.pathname'), { stepMs: 500, timeout: 6000 }).toBe(pathname);
  await page.waitForURL((url) => url.pathname === pathname);
}

async function createAccount(email: string): Promise<void> {
  const api: APIRequestContext = await request.newContext({
    baseURL: fixture.app.url,
    extraHTTPHeaders: { origin: fixture.app.url },
  });
  const response = await api.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: email } });
  expect(response.status(), await response.text()).toBe(200);
  await api.dispose();
}

/** What the tests read of a <video> element (the test code is compiled without the DOM's types). */
interface MediaElement {
  muted: boolean;
  play(): Promise<void>;
  duration: number;
  currentTime: number;
  error: unknown;
}

/**
 * The demo is the recorded product video, served by the app itself: the file and its poster answer with
 * media types, byte ranges work (Safari asks for them) and it really plays for more than 5 seconds.
 */
async function expectPlayableDemoVideo(page: Page, video: Locator): Promise<void> {
  const source = await video.locator('source').getAttribute('src');
  expect(source).toBeTruthy();
  const videoUrl = new URL(source!, fixture.app.url).href;
  expect(new URL(videoUrl).origin).toBe(fixture.app.url);
  const whole = await page.request.get(videoUrl);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toMatch(/^video\//);
  const size = (await whole.body()).length;
  expect(size).toBeGreaterThan(100_000);
  expect(size).toBeLessThan(3.5 * 1024 * 1024);

  const range = await page.request.get(videoUrl, { headers: { range: 'bytes=0-1023' } });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-range']).toBe(`bytes 0-1023/${size}`);
  expect((await range.body()).length).toBe(1024);

  const poster = await video.getAttribute('poster');
  if (poster) {
    const posterResponse = await page.request.get(new URL(poster, fixture.app.url).href);
    expect(posterResponse.status()).toBe(200);
    expect(posterResponse.headers()['content-type']).toMatch(/^image\//);
  }

  // Muted, so the browser lets a script start it; the duration is known once the metadata has loaded.
  // The functions run in the page: a cast is all they can share with this file.
  await video.evaluate((element) => {
    const media = element as unknown as MediaElement;
    media.muted = true;
    return media.play();
  });
  await expect.poll(() => video.evaluate((element) => (element as unknown as MediaElement).duration), { timeout: 15_000 }).toBeGreaterThan(5);
  await expect.poll(() => video.evaluate((element) => (element as unknown as MediaElement).currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect(await video.evaluate((element) => (element as unknown as MediaElement).error)).toBeNull();
}

describe('landing page', () => {
  it('shows every anchored section, the 8 features, the 3 steps and the 4 cloud cards', async () => {
    const page = await open('/');
    for (const id of ['features', 'process', 'cloudfeature', 'community', 'faq']) {
      await expect.poll(() => page.locator(`section#${id}`).count()).toBe(1);
    }
    expect(await page.getByTestId('feature-card').count()).toBe(8);
    expect(await page.locator('#process ol > li').count()).toBe(3);
    expect(await page.getByTestId('cloud-card').count()).toBe(4);
    expect(await page.getByRole('link', { name: 'Get Started for Free' }).first().getAttribute('href')).toBe('/signup');
    // A visitor's bar offers Sign in and Get started (a signed-in visitor's, Dashboard: see below).
    const header = page.locator('header[data-landing-nav]');
    expect(await header.getByRole('link', { name: 'Sign in' }).first().getAttribute('href')).toBe('/login');
    expect(await header.getByRole('link', { name: 'Get started' }).first().getAttribute('href')).toBe('/signup');
    expect(await header.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    // Pricing: the three plans with the Account Plan page's figures (the billing contract's).
    const plans = page.getByTestId('pricing-plan');
    expect(await plans.count()).toBe(3);
    expect(await plans.nth(0).textContent()).toContain('$0');
    const basic = (await plans.nth(1).textContent()) ?? '';
    expect(basic).toContain(`$${BASIC_MONTHLY_PRICE}`);
    expect(basic).toContain(`${formatCredits(BASIC_LEAD_CREDITS)} lead credits`);
    const pro = (await plans.nth(2).textContent()) ?? '';
    expect(pro).toContain(`$${proMonthlyPrice(PRO_ACCOUNTS.min)} to $${proMonthlyPrice(PRO_ACCOUNTS.max)}`);
    expect(pro).toContain(`${formatCredits(PRO_LEAD_CREDITS)} lead credits`);
    // The pace advice matches the campaign form's range (50 to 450 a day).
    expect(await page.locator('#faq').innerHTML()).toContain('start at 50 a day per campaign');
    expect(await page.locator('body').innerHTML()).not.toContain('30-50');
    // No empty band between the hero's figures and the features: the features' heading follows closely.
    const figuresBottom = await page.getByText('X accounts on Pro').evaluate((element) => element.getBoundingClientRect().bottom);
    const featuresTop = await page.locator('#features h2').evaluate((element) => element.getBoundingClientRect().top);
    expect(featuresTop - figuresBottom).toBeLessThan(200);
    expect(await page.getByRole('link', { name: 'OutTwit home' }).first().getAttribute('href')).toBe('/');
    // The closing call to action and the footer.
    expect(await page.locator('a[href="/signup"]').count()).toBeGreaterThanOrEqual(2);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await footer.getByRole('link', { name: /OutTwit on X/ }).count()).toBe(1);
    for (const anchor of ['#features', '#process', '#cloudfeature', '#community', '#faq']) {
      expect(await footer.locator(`a[href="${anchor}"]`).count()).toBe(1);
    }
    // Community: a chat group and a group on X.
    expect(await page.locator('#community a[target="_blank"]').count()).toBe(2);
    // The landing page never loads the dashboard's code: no dashboard chunk, and no react-admin in what it loads.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((name) => name.includes('DashboardApp'))).toBe(false);
    for (const script of scripts) {
      const code = await (await page.request.get(script)).text();
      expect(code, script).not.toContain('DataProviderContext');
      expect(code, script).not.toContain('ra.action.');
    }

    await screenshotAtBothSizes(page, 'landing');
    await page.close();
  });

  it('plays the recorded product demo inline, with no errors in the console', async () => {
    const page = await fixture.browser.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto(fixture.app.url + '/');
    // The bundled video is the app's own; VITE_DEMO_VIDEO_URL may name a video file on another https site.
    expect(response?.headers()['content-security-policy']).toContain("media-src 'self' https:");
    const video = page.getByTestId('demo-video').locator('video');
    await video.waitFor();
    // Nothing downloads before a click on play, and the poster is a frame of the product.
    expect(await video.getAttribute('preload')).toBe('none');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('poster')).toMatch(/\.(jpe?g|png|webp)$/);
    expect(await page.getByTestId('demo-video').locator('iframe').count()).toBe(0);

    for (const viewport of ['desktop', 'phone'] as const) {
      await page.setViewportSize(viewports[viewport]);
      await page.locator('#demo').scrollIntoViewIfNeeded();
      await expect.poll(() => video.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(150);
      await saveScreenshot(page, `landing-demo-video-${viewport}`, { fullPage: false });
    }
    await page.setViewportSize(viewports.desktop);

    await expectPlayableDemoVideo(page, video);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens the demo video from 'Watch demo' and closes it with the close button or a backdrop click", async () => {
    const page = await fixture.browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(fixture.app.url + '/');
    const dialog = page.getByRole('dialog');

    await page.getByRole('button', { name: 'Watch demo' }).click();
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.locator('iframe').count()).toBe(0);
    const video = dialog.locator('video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    await expectPlayableDemoVideo(page, video);
    await saveScreenshot(page, 'landing-video-modal-desktop', { fullPage: false });
    await page.getByRole('button', { name: 'Close video' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Watch demo' }).click();
    await dialog.waitFor({ state: 'visible' });
    // A click on the dimmed backdrop, well outside the video.
    await page.mouse.click(8, viewports.desktop.height - 8);
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the privacy policy from the footer', async () => {
    const page = await open('/');
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${fixture.app.url}/privacy`);
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'What we keep',
      'What we do with it',
      'How long we keep it',
      'Your choices',
    ]);
    await screenshotAtBothSizes(page, 'privacy');
    await page.close();
  });

  it('opens one FAQ answer at a time and closes it on a second click', async () => {
    const page = await open('/');
    const questions = page.locator('#faq button[aria-controls]');
    const answers = page.getByTestId('faq-answer');
    expect(await questions.count()).toBeGreaterThanOrEqual(6);
    expect(await answers.count()).toBe(0);

    await questions.nth(0).click();
    await expect.poll(() => answers.count()).toBe(1);
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => answers.first().textContent()).toContain('6 months old');

    await questions.nth(1).click();
    await expect.poll(() => answers.count()).toBe(1);
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => answers.first().textContent()).toContain('at least 10 open conversations');
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'landing-faq-open-desktop', { fullPage: false });

    await questions.nth(1).click();
    await expect.poll(() => answers.count()).toBe(0);
    expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('false');

    // The prices and lead credits the plans are sold with.
    await page.getByRole('button', { name: 'How much does OutTwit cost?' }).click();
    await expect.poll(() => answers.first().textContent()).toContain('Basic is $77 per month for 1 connected account and 50,000 lead credits.');
    expect(await answers.first().textContent()).toContain('scales to $823 per month for 20, with 100,000 lead credits');
    await page.close();
  });

  it('navigates to the sections from the navigation bar, on desktop and in the phone menu', async () => {
    const page = await open('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['Features', 'features'],
      ['FAQ', 'faq'],
      ['Cloud', 'cloudfeature'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe(`#${id}`);
      await expect.poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(100);
    }

    await page.setViewportSize(viewports.phone);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Community' }).waitFor({ state: 'visible' });
    await saveScreenshot(page, 'landing-menu-phone', { fullPage: false });
    await menu.getByRole('link', { name: 'Community' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#community');
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).count()).toBe(1);
    await page.close();
  });
});

describe('page titles', () => {
  const titles = {
    landing: 'OutTwit: DM outreach on X, on autopilot',
    login: 'Sign In · OutTwit',
    signup: 'Create Account · OutTwit',
    forgotPassword: 'Reset Password · OutTwit',
    resetPassword: 'Set New Password · OutTwit',
    privacy: 'Privacy Policy · OutTwit',
    notFound: 'Page Not Found · OutTwit',
  };

  it('gives every public page a title of its own', async () => {
    // One tab, signed out, goes to each page in turn (a full page load each time).
    await fixture.browser.context.clearCookies();
    const page = await fixture.browser.newPage();
    for (const [path, title] of [
      ['/', titles.landing],
      ['/login', titles.login],
      ['/signup', titles.signup],
      ['/forgot-password', titles.forgotPassword],
      ['/reset-password?token=not-a-real-token', titles.resetPassword],
      ['/privacy', titles.privacy],
      ['/no-such-page', titles.notFound],
    ]) {
      await page.goto(fixture.app.url + path);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    await page.close();
  });

  it('changes the title as the visitor moves between pages, and restores it on the way back', async () => {
    const page = await openSignedOut('/');
    await expect.poll(() => page.title()).toBe(titles.landing);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${fixture.app.url}/privacy`);
    await expect.poll(() => page.title()).toBe(titles.privacy);
    await page.goBack();
    await expect.poll(() => page.title()).toBe(titles.landing);
    await page.getByRole('link', { name: 'Get Started for Free' }).first().click();
    await expect.poll(() => page.title()).toBe(titles.signup);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect.poll(() => page.title()).toBe(titles.login);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect.poll(() => page.title()).toBe(titles.forgotPassword);
    await page.close();
  });
});

describe('sign-in and sign-up', () => {
  it('shows the login form, then a red banner for a wrong password, cleared on the next attempt', async () => {
    const email = newEmail('login');
    await createAccount(email);
    const page = await openSignedOut('/login');

    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Email').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel(/^Password/).getAttribute('required')).not.toBeNull();
    expect(await page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    // This app offers no Google sign-in, so the button and its divider are not shown (google-sign-in.browser covers it offered).
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);

    // Show/hide toggle on the password.
    await page.getByLabel(/^Password/).fill('wrong-password-1');
    // The screen is prerendered: its toggle answers once React has hydrated it, so it is pressed until it does.
    const passwordType = () => page.getByLabel(/^Password/).getAttribute('type');
    await expect
      .poll(async () => {
        if ((await passwordType()) === 'password') await page.getByRole('button', { name: 'Show password' }).click();
        return passwordType();
      })
      .toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('password');
    await screenshotAtBothSizes(page, 'login');

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const banner = page.getByTestId('auth-error');
    await banner.waitFor({ state: 'visible' });
    expect((await banner.textContent())?.trim().length).toBeGreaterThan(0);
    const background = await page.evaluate<string>('getComputedStyle(document.querySelector("[data-testid=auth-error]")).backgroundColor');
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);
    // The banner sits above the form.
    const bannerBox = (await banner.boundingBox())!;
    const emailBox = (await page.getByLabel('Email').boundingBox())!;
    expect(bannerBox.y).toBeLessThan(emailBox.y);
    await screenshotAtBothSizes(page, 'login-error');

    // The next attempt clears the banner and shows 'Signing in...' while it runs: the request is held until
    // the test has seen that, then let through.
    const signIn = await holdRequests(page, '**/api/auth/sign-in/email');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Signing in...' }).waitFor();
    expect(await banner.count()).toBe(0);
    await signIn.release();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await page.close();
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const page = await openSignedOut('/signup');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await page.getByLabel(/^Password/).getAttribute('placeholder')).toMatch(/8 characters/);
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    await screenshotAtBothSizes(page, 'signup');

    await page.getByLabel('Email').fill(newEmail('signup'));
    await page.getByLabel(/^Password/).fill('first-password-1');
    await page.getByLabel(/^Confirm Password/).fill('second-password-2');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    expect(await page.getByLabel(/^Confirm Password/).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const banner = page.getByTestId('auth-error');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('Passwords do not match');
    await saveScreenshot(page, 'signup-mismatch-desktop');
    await page.close();
  });

  it('creates an account and lands on the dashboard; signed in, /login sends back to the dashboard', async () => {
    const page = await openSignedOut('/signup');
    await page.getByLabel('Email').fill(newEmail('new'));
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

    await page.goto(`${fixture.app.url}/login`);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await page.goto(`${fixture.app.url}/forgot-password`);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

    // Signed in, the landing page's bar offers the dashboard instead of Sign in and Get started.
    await page.goto(`${fixture.app.url}/`);
    const header = page.locator('header[data-landing-nav]');
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await header.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);

    // Signed in without a link, Set New Password asks for the new password alone, as the specification has it.
    await page.goto(`${fixture.app.url}/reset-password`);
    await page.getByLabel(/^New Password/).waitFor();
    expect(await page.getByLabel(/^Current Password/).count()).toBe(0);
    await page.getByLabel(/^New Password/).fill('a-new-password-9');
    await page.getByLabel(/^Confirm New Password/).fill('a-new-password-9');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully! Redirecting...').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await page.close();
  });

  it('names every problem of the sign-up form at once and marks each field', async () => {
    const page = await openSignedOut('/signup');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('auth-error').waitFor();
    expect(await page.getByTestId('auth-error').textContent()).toBe('You must provide either an email or phone number and a password');
    for (const label of [/^Email/, /^Password/, /^Confirm Password/]) {
      expect(await page.getByLabel(label).getAttribute('aria-invalid')).toBe('true');
    }
    await page.getByLabel('Email').fill('ann@');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Use at least 8 characters').waitFor();
    await page.getByText('Enter a valid email address, like you@company.com').waitFor();
    await page.getByText('Repeat your password').waitFor();
    await saveScreenshot(page, 'signup-problems-desktop');
    await page.close();
  });

  it('sends a signed-out visitor from /dashboard to /login', async () => {
    const page = await openSignedOut('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.close();
  });
});

describe('password recovery', () => {
  it('sends a reset link and hides the form', async () => {
    const email = newEmail('forgot');
    await createAccount(email);
    const page = await openSignedOut('/forgot-password');
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await screenshotAtBothSizes(page, 'forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset link sent! Please check your email.').waitFor();
    expect(await page.getByRole('button', { name: 'Send Reset Link' }).count()).toBe(0);
    // No mail server here: the page links to the development mailbox, which holds the link.
    const mailbox = page.getByTestId('dev-mailbox-hint').getByRole('link', { name: 'development mailbox' });
    expect(await mailbox.getAttribute('href')).toBe('/dev/mailbox');
    const mails = await page.request.get(`${fixture.app.url}/dev/mailbox`);
    expect(mails.status()).toBe(200);
    expect(await mails.text()).toContain(email);
    await saveScreenshot(page, 'forgot-password-sent-desktop');
    await page.close();
  });

  it('without a token or a session, says so and goes to /login', async () => {
    const page = await openSignedOutOnTestClock('/reset-password');
    await page.getByText('No active session found. Please log in or use a valid reset link.').waitFor();
    await saveScreenshot(page, 'reset-password-no-session-desktop');
    await expectRedirectTo(page, '/login');
    await page.close();
  });

  it('with an expired link, says so and goes to /forgot-password', async () => {
    const page = await openSignedOutOnTestClock('/reset-password?error=INVALID_TOKEN');
    await page.getByText('Session expired or invalid link. Please request a new password reset.').waitFor();
    await expectRedirectTo(page, '/forgot-password');
    await page.close();
  });

  it('with a link that lost its token, says it is waiting for a valid recovery link and shows no form', async () => {
    const page = await openSignedOut('/reset-password?token=');
    await page.getByText('Waiting for session update or invalid recovery link.').waitFor();
    expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
    await page.close();
  });

  it('with a token, shows the new password form and checks the confirmation', async () => {
    const page = await openSignedOut('/reset-password?token=not-a-real-token');
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await page.getByLabel(/^New Password/).waitFor();
    await screenshotAtBothSizes(page, 'reset-password');
    await page.getByLabel(/^New Password/).fill('new-password-1');
    await page.getByLabel(/^Confirm New Password/).fill('new-password-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    expect(await page.getByTestId('auth-error').textContent()).toBe('Passwords do not match');

    // A token the server does not know: its message, or the fallback, in the red banner.
    await page.getByLabel(/^Confirm New Password/).fill('new-password-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByTestId('auth-error').textContent()).not.toBe('Passwords do not match');
    await page.close();
  });
});
