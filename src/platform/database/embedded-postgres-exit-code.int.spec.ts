import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

it('loading the embedded PostgreSQL leaves the process exit code alone (a failed test run still fails)', () => {
  const script = `
    const { importEmbeddedPostgres } = require(${JSON.stringify(path.join(root, 'src/platform/database/embedded-postgres.ts'))});
    importEmbeddedPostgres(false).then(() => { process.exitCode = 3; });
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(child.stderr).not.toMatch(/Error/);
  expect(child.status).toBe(3);
});
