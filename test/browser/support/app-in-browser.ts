import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../support/start-app';
import { type BrowserSession, launchBrowser } from './browser';

export interface AppInBrowser {
  /** The app under test, started before the file's tests. */
  readonly app: TestApp;
  /** The file's shared browser, which reaches nothing but the app. */
  readonly browser: BrowserSession;
  /** A further browser with a profile (and cookies) of its own; closed with the file. */
  freshBrowser(): Promise<BrowserSession>;
}

/**
 * The browser tests' one fixture: starts the app (with `env`) and a browser confined to it (and to X's image
 * host's stand-in with `xImages`) before a file's tests, and closes both, with every fresh browser, after them.
 */
export function appInBrowser(env: Record<string, string> = {}, options: { xImages?: boolean } = {}): AppInBrowser {
  let app: TestApp | undefined;
  let browser: BrowserSession | undefined;
  const extra: BrowserSession[] = [];
  beforeAll(async () => {
    app = await startTestApp(env);
    browser = await launchBrowser({ allowOrigins: [app.url], xImages: options.xImages });
  });
  afterAll(async () => {
    for (const session of [...extra, browser]) await session?.close();
    await app?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app and browser start in beforeAll');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get browser() {
      return started(browser);
    },
    async freshBrowser() {
      const session = await launchBrowser({ allowOrigins: [started(app).url] });
      extra.push(session);
      return session;
    },
  };
}
