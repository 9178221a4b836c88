import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import type { EventStore } from '../event-store/event-store.port';
import { EVENT_STORE } from '../event-store/event-store.port';
import type { Database } from './database';

export const PG_POOL = Symbol('PgPool');
export const DATABASE = Symbol('Database');
export const DATABASE_URL = Symbol('DatabaseUrl');

export interface DatabaseResources {
  url: string;
  pool: pg.Pool;
  db: Database;
  eventStore: EventStore;
}

/** Shares the process's pool, Kysely instance and event store with every module; closes them last. */
// Global: platform infrastructure; the pool, Kysely and the event store are every module's.
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  static forRoot(resources: DatabaseResources): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE_URL, useValue: resources.url },
        { provide: PG_POOL, useValue: resources.pool },
        { provide: DATABASE, useValue: resources.db },
        { provide: EVENT_STORE, useValue: resources.eventStore },
      ],
      exports: [DATABASE_URL, PG_POOL, DATABASE, EVENT_STORE],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.eventStore.close();
    await this.db.destroy();
  }
}
