import type pg from 'pg';
import type { EventStore } from './event-store.port';
import { KurrentDBEventStore } from './kurrentdb/kurrentdb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';

export interface CreateEventStoreOptions {
  /** The application's pool; the PostgreSQL store appends and reads through it. */
  pool: pg.Pool;
  /** The same database's URL, for the PostgreSQL store's dedicated LISTEN connection. */
  databaseUrl: string;
  /** When set (KURRENTDB_URL), events live in KurrentDB instead. */
  kurrentdbUrl?: string;
  pollIntervalMs?: number;
}

/** The event store the configuration asks for: KurrentDB when its URL is given, else PostgreSQL. */
export function createEventStore(options: CreateEventStoreOptions): EventStore {
  if (options.kurrentdbUrl) return new KurrentDBEventStore({ connectionString: options.kurrentdbUrl });
  return new PostgresEventStore({ pool: options.pool, listenUrl: options.databaseUrl, pollIntervalMs: options.pollIntervalMs });
}
