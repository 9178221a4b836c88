import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { startXImageHost, X_IMAGE_HOSTS, type XImageHost } from './x-image-host';

/** Debian's Chromium unless CHROMIUM_PATH points elsewhere (`bash scripts/ensure-chromium.sh` installs it). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell (same engine and version, without the full browser
 * around it), whose page loads cost about a fifth less CPU; CHROMIUM_PATH overrides it too.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Quiet, offline-friendly flags: nothing the browser does on its own reaches the network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof viewports;

export const screenshotDir = path.resolve(__dirname, '../../../test-artifacts/screenshots');

export interface BrowserSession {
  context: BrowserContext;
  /** The profile pictures asked of X's image host (its stand-in answers when launched with `xImages`). */
  xImagesAsked: string[];
  /** A new tab at the given viewport (desktop by default). */
  newPage(viewport?: ViewportName): Promise<Page>;
  /** Closes the browser and removes its profile directory. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  slowMo?: number;
  /**
   * The origins (e.g. the app under test) the browser may reach: the tests run offline, and any other host name
   * is left unresolved. Refused by the browser's resolver rather than by routing every request through the test
   * (a route holds each request until the test answers it: a fifth more page-load time and 40% more browser CPU).
   */
  allowOrigins?: string[];
  /** X's image host (profile pictures) answered by its local stand-in; unreachable otherwise, as the rest. */
  xImages?: boolean;
}

/** The browsers of the running test file that are not closed yet: pictured when a test fails. */
const openSessions = new Set<BrowserSession>();

/** Screenshots every tab of every open browser as failed-<label>-<n>.png; gives the files. */
export async function screenshotOpenPages(label: string): Promise<string[]> {
  const pages = [...openSessions].flatMap((session) => session.context.pages());
  const files: string[] = [];
  for (const [index, page] of pages.entries()) {
    const file = await takeScreenshot(page, `failed-${label}-${index + 1}`, { fullPage: false }).catch(() => undefined);
    if (file) files.push(file);
  }
  return files;
}

/**
 * The resolver rule that leaves every host name unresolved but those of `origins` (an address such as
 * 127.0.0.1 needs no resolving), and sends X's image host to its stand-in when there is one: a request
 * elsewhere fails at once, as it would offline.
 */
function resolverRules(origins: string[], xImageHost: XImageHost | undefined): string {
  const hosts = [...new Set(origins.map((origin) => new URL(origin).hostname))];
  const rules = [
    ...(xImageHost ? X_IMAGE_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${xImageHost.port}`) : []),
    'MAP * ~NOTFOUND',
    ...hosts.map((host) => `EXCLUDE ${host}`),
  ];
  return `--host-resolver-rules=${rules.join(', ')}`;
}

/** Launches Chromium with a fresh, throw-away profile directory. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'outtwit-chromium-'));
  const xImageHost = options.xImages ? await startXImageHost() : undefined;
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: testChromiumPath,
    headless: true,
    args: options.allowOrigins ? [...chromiumArgs, resolverRules(options.allowOrigins, xImageHost)] : chromiumArgs,
    // The image host's stand-in has a certificate of its own making.
    ignoreHTTPSErrors: xImageHost !== undefined,
    viewport: viewports.desktop,
    slowMo: options.slowMo,
  });
  // The persistent context opens with one blank tab; tests open their own.
  for (const page of context.pages()) await page.close();
  const session: BrowserSession = {
    context,
    xImagesAsked: xImageHost?.asked ?? [],
    async newPage(viewport: ViewportName = 'desktop') {
      const page = await context.newPage();
      await page.setViewportSize(viewports[viewport]);
      return page;
    },
    async close() {
      openSessions.delete(session);
      await context.close().catch(() => undefined);
      await xImageHost?.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
  openSessions.add(session);
  return session;
}

/**
 * Whether the screens a test passes through are kept as pictures (SCREENSHOTS=1, for looking at the UI):
 * a test asserts on what it finds in the page, so a default run takes pictures only of failures.
 */
export const keepsScreenshots = process.env.SCREENSHOTS === '1';

/**
 * Saves a screenshot as test-artifacts/screenshots/<name>.png (full page by default) and returns its path.
 * Animations are frozen and the caret hidden, so pictures are stable from run to run.
 */
export async function takeScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled', caret: 'hide' });
  return file;
}

/** A picture of a screen worth looking at: taken when the run keeps screenshots (see keepsScreenshots). */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (keepsScreenshots) await takeScreenshot(page, name, options);
}

/**
 * Shows one screen at both reference sizes, desktop (1440x900) and phone (390x844), with screenshots
 * <name>-desktop.png and <name>-phone.png when the run keeps them. `prepare` runs after each resize (e.g. to
 * wait for content or check the layout), whether or not a picture is taken.
 */
export async function screenshotAtBothSizes(
  page: Page,
  name: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  if (!keepsScreenshots && !prepare) return;
  for (const viewport of ['desktop', 'phone'] as const) {
    await page.setViewportSize(viewports[viewport]);
    if (prepare) await prepare(page);
    await saveScreenshot(page, `${name}-${viewport}`);
  }
  await page.setViewportSize(viewports.desktop);
}

/**
 * Screenshots of what the user sees (the viewport, not the full page: a modal, say) at both reference sizes,
 * <name>-desktop.png and <name>-phone.png; the page is back at the desktop size afterwards.
 */
export async function screenshotViewportAtBothSizes(page: Page, name: string): Promise<void> {
  if (!keepsScreenshots) return;
  for (const viewport of ['desktop', 'phone'] as const) {
    await page.setViewportSize(viewports[viewport]);
    await saveScreenshot(page, `${name}-${viewport}`, { fullPage: false });
  }
  await page.setViewportSize(viewports.desktop);
}

/** Collects uncaught page errors and console errors, to assert that a screen rendered cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
