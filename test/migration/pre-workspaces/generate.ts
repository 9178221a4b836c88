/**
 * Makes the fixture of test/migration/pre-workspaces.e2e.spec.ts: a database as commit 4baa850 (the last before
 * workspaces) left it, and the answers its users got from that commit's API. Run from a checkout of 4baa850, with
 * this file and make-fixture.ts copied to the same folder there, after `npm ci` (no build needed):
 *
 *   npx tsx test/migration/pre-workspaces/generate.ts <output dir>
 *
 * It writes <output dir>/database.json.gz (every table of the public schema but kysely's migration tables, as JSON
 * rows, and the sequences' values) and <output dir>/answers.json (each user's credentials, the app settings the
 * answers depend on, and every GET route's answer for each user). make-fixture.ts uses only that commit's own test
 * support and its HTTP API: three users (Pro, Basic, Free) make through the API what customers make.
 *
 * make-fixture.ts runs under that checkout's vitest, as its 'database' test project would run it: the app needs
 * SWC's decorator metadata for Nest's injection (tsx's esbuild emits none), and the test support needs vitest's
 * expect and the run's PostgreSQL.
 */
import path from 'node:path';

async function main(output: string): Promise<number> {
  const { startVitest } = await import('vitest/node');
  const swc = (await import('unplugin-swc')).default;
  const root = path.resolve(__dirname, '../../..');
  const vitest = await startVitest(
    'test',
    [],
    {
      config: false,
      root,
      include: [path.relative(root, path.join(__dirname, 'make-fixture.ts'))],
      pool: 'forks',
      watch: false,
      testTimeout: 900_000,
      hookTimeout: 300_000,
      globalSetup: ['test/support/global-setup.ts'],
      // make-fixture.ts reads the output folder from here.
      env: { PRE_WORKSPACES_OUTPUT: output },
    },
    { plugins: [swc.vite({ module: { type: 'es6' } })] },
  );
  await vitest.close();
  return vitest.state.getCountOfFailedTests() > 0 || vitest.state.getFiles().length === 0 ? 1 : 0;
}

const output = process.argv[2];
if (!output) {
  process.stderr.write('Usage: npx tsx test/migration/pre-workspaces/generate.ts <output dir>\n');
  process.exit(2);
}
main(path.resolve(output)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
