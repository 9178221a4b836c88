import { type AppConfig, loadConfig } from '../../src/platform/config/config';
import { type RunningServer, startServer } from '../../src/app/start';
import { freePort } from './free-port';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  url: string;
  config: AppConfig;
  database: TestDatabase;
  server: RunningServer;
  close(): Promise<void>;
}

/**
 * The whole app (API, projections, workers, built UI) on a free port against a fresh test database.
 * `env` overrides settings, e.g. { SMTP_URL } or { ROLE: 'api' }.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestAppOn(await createTestDatabase(), env);
}

/**
 * The whole app as startTestApp starts it, but on `database` as it stands (the app applies the pending migrations
 * as it starts, as an upgrade would). Closing it drops the database.
 */
export async function startTestAppOn(database: TestDatabase, env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: '.data/test',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    READ_YOUR_WRITES_TIMEOUT_MS: '5000',
    // Production's password hash costs a tenth of a second of CPU per sign-up and sign-in.
    TEST_PASSWORD_HASHING: (env.NODE_ENV ?? 'test') === 'test' ? '1' : '',
    ...env,
    DATABASE_URL: database.url,
  });
  const server = await startServer(config);
  const url = server.url ?? '';
  return {
    url,
    config,
    database,
    server,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/**
 * Another process of `role` on `app`'s database, configured as `app` is (same auth secret), on its own port:
 * for tests of several api, projections or workers processes sharing one database.
 */
export async function startAnotherProcess(app: TestApp, role: AppConfig['ROLE']): Promise<RunningServer> {
  const port = await freePort();
  return startServer({ ...app.config, ROLE: role, PORT: port, PUBLIC_URL: `http://localhost:${port}` });
}
