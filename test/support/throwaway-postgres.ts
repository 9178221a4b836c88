import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { freePort } from './free-port';

/**
 * A throw-away embedded PostgreSQL server on a free port, with its data in a new temporary directory
 * (named after `label`); `stop()` stops the server and removes the directory.
 */
export async function startThrowawayPostgres(label: string, settings: Record<string, string> = {}): Promise<EmbeddedPostgresHandle> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `outtwit-${label}-`));
  // As root the server runs as the postgres user, which must be able to enter this directory.
  await chmod(dataDir, 0o755);
  try {
    const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), settings });
    return {
      url: server.url,
      async stop() {
        try {
          await server.stop();
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
