import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import SpreadBrowserFiles from './test/support/spread-browser-files';
import { TEST_WORKERS } from './test/support/test-workers';

// Test levels by file suffix: .unit (pure, no database), .int (real PostgreSQL), .e2e (the app over HTTP),
// .browser (Chromium). Only the levels that need PostgreSQL start the run's embedded server.
const level = (name: string, timeout: number, needsDatabase: boolean, setupFiles: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    // The UI's unit tests (its pure rules) run with the API's.
    include: [...(name === 'unit' ? ['ui/src'] : []), 'src', 'projections', 'test'].map((dir) => `${dir}/**/*.${name}.spec.ts`),
    testTimeout: timeout,
    hookTimeout: 120_000,
    globalSetup: needsDatabase ? ['test/support/global-setup.ts'] : [],
    setupFiles,
  },
});

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
      level('unit', 10_000, false),
      level('int', 60_000, true),
      level('e2e', 60_000, true),
      level('browser', 120_000, true, ['test/browser/support/browser-turn.ts', 'test/browser/support/failure-screenshots.ts']),
    ],
  },
});
