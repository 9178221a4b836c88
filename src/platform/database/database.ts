import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AccountTables } from '../../../projections/accounts/tables';
import type { PlanTables } from '../../../projections/billing/tables';
import type { CampaignTables } from '../../../projections/campaigns/tables';
import type { DncTables } from '../../../projections/dnc/tables';
import type { FeedbackTables } from '../../../projections/feedback/tables';
import type { LeadTables } from '../../../projections/leads/tables';
import type { RunnerTables } from '../../../projections/runner/tables';
import type { CheckpointTables } from '../projections/tables';

/**
 * Every read-model table, typed: each projection's tables.ts, shared by the projection that writes it and
 * the queries that read it. Tables outside the read side (events, jobs, auth) are reached through `sql`.
 */
export type ReadModels = CheckpointTables & DncTables & PlanTables & LeadTables & AccountTables & CampaignTables & FeedbackTables & RunnerTables;

// int8 and numeric come back as strings by default; bigint columns (positions) are parsed where read.
export type Database = Kysely<ReadModels>;

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10000 });
  // A client that loses its connection, idle or mid-query, must not crash the process: the query fails and
  // the pool discards the client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
}

/** Replaces the database name in a PostgreSQL URL. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
