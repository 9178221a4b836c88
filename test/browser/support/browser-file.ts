import { expect, vi } from 'vitest';
import { testLevel } from '../../support/test-level';
import { takeTurnsWithTheBrowser } from './browser-turn';
import { pictureFailedTests } from './failure-screenshots';

/** A browser test's limit: page loads and renders take longer than the other levels' work. */
const BROWSER_TEST_TIMEOUT_MS = 120_000;

// Set up before each file on the run's PostgreSQL; only browser files take turns, picture failures and get the
// longer limit (vitest resets the limit after the file).
if (testLevel(expect.getState().testPath ?? '') === 'browser') {
  vi.setConfig({ testTimeout: BROWSER_TEST_TIMEOUT_MS });
  takeTurnsWithTheBrowser();
  pictureFailedTests();
}
