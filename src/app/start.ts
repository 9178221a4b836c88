import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config';
import { createDatabase, createPool } from '../platform/database/database';
import type { DatabaseResources } from '../platform/database/database.module';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../platform/database/embedded-postgres';
import { migrateToLatest } from '../platform/database/migrate';
import { createEventStore } from '../platform/event-store/create-event-store';
import { createLogger, PinoNestLogger } from '../platform/logging/logger';
import { AppModule } from './app.module';
import { BILLING_NOT_CONFIGURED_WARNING, type DemoStripe, startDemoStripe } from './demo-stripe';
import { seedDemoProfiles } from './demo-profiles';
import { startDemoXSimulator } from './demo-x-simulator';
import { createHttpApp } from './create-app';

export interface RunningServer {
  /** The HTTP address when this process serves the API. */
  url?: string;
  databaseUrl: string;
  /** The local Stripe stand-in, when this process started it (no STRIPE_SECRET_KEY). */
  stripe?: DemoStripe;
  close(): Promise<void>;
}

/**
 * Starts this process's role: the database (embedded unless DATABASE_URL is set), migrations, then the
 * API, the projections and the job workers (ROLE=all), or one of them.
 */
/** How long closing the app (requests, projections, workers) may take before the database is stopped anyway. */
const APP_CLOSE_TIMEOUT_MS = 10_000;

export async function startServer(config: AppConfig): Promise<RunningServer> {
  const logger = createLogger(config.LOG_LEVEL);
  let embedded: EmbeddedPostgresHandle | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    logger.info({ dataDir: config.DATA_DIR }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'postgres'),
      port: config.EMBEDDED_POSTGRES_PORT,
      log: (message) => logger.debug({ context: 'postgres' }, message),
      callerHandlesSignals: true,
    });
    databaseUrl = embedded.url;
  }
  const simulator = config.X_SIMULATOR ? await startDemoXSimulator(config, logger) : undefined;
  const servesApi = config.ROLE === 'all' || config.ROLE === 'api';
  const stripe = !config.STRIPE_SECRET_KEY && config.STRIPE_STAND_IN && servesApi ? await startDemoStripe(config, logger) : undefined;
  if (!config.STRIPE_SECRET_KEY && !config.STRIPE_STAND_IN) logger.warn(BILLING_NOT_CONFIGURED_WARNING);
  const pool = createPool(databaseUrl, config.DATABASE_POOL_SIZE);
  const db = createDatabase(pool);
  let app: INestApplicationContext | undefined;
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    if (simulator && servesApi) await seedDemoProfiles(pool, logger);
    const eventStore = createEventStore({ pool, databaseUrl, kurrentdbUrl: config.KURRENTDB_URL });
    const resources: DatabaseResources = { url: databaseUrl, pool, db, eventStore };
    let url: string | undefined;
    if (config.ROLE === 'all' || config.ROLE === 'api') {
      const httpApp = await createHttpApp(config, resources, logger);
      // Its projections and workers run from here on: a failed listen (the port taken) must close them too.
      app = httpApp;
      await httpApp.listen({ port: config.PORT, host: config.HOST });
      const address = httpApp.getHttpServer().address() as { port: number };
      url = `http://localhost:${address.port}`;
      logger.info({ url, role: config.ROLE }, 'OutTwit is up');
    } else {
      app = await NestFactory.createApplicationContext(AppModule.forRoot(config, resources), {
        logger: new PinoNestLogger(logger),
        abortOnError: false,
      });
      app.enableShutdownHooks();
      await app.init();
      logger.info({ role: config.ROLE }, 'OutTwit is up');
    }
    const running = app;
    return {
      url,
      databaseUrl,
      stripe,
      async close() {
        // The database stops last and always: an app that cannot finish its work in time is left behind (the
        // process's forced exit comes later), not the embedded PostgreSQL.
        const closing = running.close().then(
          () => true,
          (error: unknown) => {
            logger.error({ err: error }, 'closing the app failed; stopping the database anyway');
            return true;
          },
        );
        const closed = await Promise.race([closing, sleep(APP_CLOSE_TIMEOUT_MS, false, { ref: false })]);
        if (!closed) logger.warn({ timeoutMs: APP_CLOSE_TIMEOUT_MS }, 'the app did not finish closing in time; stopping the database anyway');
        await stripe?.close().catch(() => undefined);
        await simulator?.close().catch(() => undefined);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await simulator?.close().catch(() => undefined);
    await stripe?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}
