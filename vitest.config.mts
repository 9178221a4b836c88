import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Test levels by file suffix: .unit (pure), .int (real PostgreSQL), .e2e (the app over HTTP), .browser (Chromium).
const level = (name: string, timeout: number) => ({
  extends: true as const,
  test: { name, include: ['src', 'projections', 'test'].map((dir) => `${dir}/**/*.${name}.spec.ts`), testTimeout: timeout, hookTimeout: 120_000 },
});

export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    pool: 'forks',
    globalSetup: ['test/support/global-setup.ts'],
    reporters: ['default'],
    projects: [level('unit', 10_000), level('int', 60_000), level('e2e', 60_000), level('browser', 120_000)],
  },
});
