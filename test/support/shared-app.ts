import { startTestApp, type TestApp } from './start-app';

/**
 * The settings of the app a test worker shares: each test signs its own user up from an address of its own
 * (X-Forwarded-For, trusted from one proxy), so per-address limits of one test never touch another.
 */
const SHARED_APP_SETTINGS = { TRUST_PROXY: '1' };

let shared: Promise<TestApp> | undefined;

/**
 * One running app for every file of this test worker that asks for it: booting the whole app for each file
 * costs more than most files' tests. A file may use it when each of its tests makes its own user and reads and
 * changes only that user's data (or data keyed by ids it made): it must not count or clear a whole table, change
 * a setting, or stop the app. Files that need their own app (settings, crashes, clocks, a table's whole content)
 * call startTestApp and say why.
 */
export function sharedTestApp(): Promise<TestApp> {
  shared ??= startTestApp(SHARED_APP_SETTINGS).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
