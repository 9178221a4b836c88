import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AccountTables } from '../../../projections/accounts/tables';
import type { PlanTables } from '../../../projections/billing/tables';
import type { CampaignTables } from '../../../projections/campaigns/tables';
import type { DatasetTables } from '../../../projections/dataset/tables';
import type { DeveloperTables } from '../../../projections/developers/tables';
import type { DncTables } from '../../../projections/dnc/tables';
import type { FeedbackTables } from '../../../projections/feedback/tables';
import type { IdentityTables } from '../../../projections/identity/tables';
import type { LeadTables } from '../../../projections/leads/tables';
import type { OnboardingTables } from '../../../projections/onboarding/tables';
import type { RunnerTables } from '../../../projections/runner/tables';
import type { WorkspaceTables } from '../../../projections/workspaces/tables';
import type { CheckpointTables } from '../projections/tables';
import type { PlatformTables } from './platform-tables';

/**
 * Every table the migrations create, typed: each context's tables.ts (projections/<context>/tables.ts), shared
 * by the projection or module that writes it and the queries that read it, and the platform's own (event store,
 * checkpoints, snapshots, process states, jobs' side effects, rate limits). pg-boss's tables are its own.
 */
export type ReadModels = PlatformTables &
  CheckpointTables &
  IdentityTables &
  PlanTables &
  AccountTables &
  LeadTables &
  DatasetTables &
  CampaignTables &
  RunnerTables &
  DncTables &
  FeedbackTables &
  OnboardingTables &
  WorkspaceTables &
  DeveloperTables;

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
