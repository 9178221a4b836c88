import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import SpreadBrowserFiles from './test/support/spread-browser-files';
import { TEST_WORKERS } from './test/support/test-workers';

// Test levels by file suffix (test/support/test-level.ts): .unit (pure, no database), .int (real PostgreSQL),
// .e2e (the app over HTTP), .browser (Chromium). Two projects: the unit files, and every file on the run's
// PostgreSQL. The three database levels are one project because a worker keeps its process (and the app's
// modules it loaded) only while the next file is of the same project: as three projects, a worker started a new
// process at almost every file, browser files being spread among the others.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  // The UI's alias for the API's shared contracts (ui/vite.config.ts), for its unit tests.
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/modules', import.meta.url)) } },
  test: {
    pool: 'forks',
    // Files at a time: see test/support/test-workers.ts.
    maxWorkers: TEST_WORKERS,
    // A worker runs its files one after another in one process: a fresh process per file cost more (loading
    // the app's modules again) than most files' tests. Tests hold no module state of their own (no mocks), and
    // files that share a booted app say so (test/support/shared-app.ts).
    isolate: false,
    // Waiting for something that should happen: generous, since the machine may be busy (it costs nothing when it happens at once).
    expect: { poll: { timeout: 15_000, interval: 50 } },
    // After the summary, the slowest files: a file over a minute is the next one to make faster.
    reporters: ['default', './test/support/slowest-files-reporter.ts'],
    // Browser files take turns with the browser and are spread among the others (test/support/spread-browser-files.ts).
    sequence: { sequencer: SpreadBrowserFiles },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The UI's unit tests (its pure rules) run with the API's.
          include: ['ui/src', 'src', 'projections', 'test'].map((dir) => `${dir}/**/*.unit.spec.ts`),
          testTimeout: 10_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: ['src', 'projections', 'test'].flatMap((dir) => ['int', 'e2e', 'browser'].map((level) => `${dir}/**/*.${level}.spec.ts`)),
          // A browser file's tests get twice this (test/browser/support/browser-file.ts).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/browser/support/browser-file.ts'],
        },
      },
    ],
  },
});
