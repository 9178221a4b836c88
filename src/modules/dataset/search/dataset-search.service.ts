import { Inject, Injectable, Optional } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE, PG_POOL } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import {
  DATASET_LIMITS,
  datasetMessages,
  effectiveLeadLimit,
  type LeadLimit,
  type PlanType,
  type ProfileRow,
  type SearchAnswer,
  type SearchCriteria,
  type SearchPage,
} from '../contract';
import { CURSOR_KEY, readCursor, signCursor } from './cursor';
import { type SearchFilters, type SqlQuery, searchCountQuery, searchFilters, searchPageQuery } from './search-query';
import type { PlanName } from '../../billing/contract';

/** Overrides DATASET_LIMITS.searchTimeoutMs (tests that need a search to run out of time). */
export const SEARCH_TIMEOUT_MS = Symbol('DatasetSearchTimeoutMs');

/** PostgreSQL's query_canceled: statement_timeout stopped the statement. */
const QUERY_CANCELED = '57014';

export type { PlanName };

export interface UserPlan {
  plan: PlanName;
  planType: PlanType;
  creditsLimit: number;
}

/** The free plan's credits when a user has no plan record yet. */
const FREE_CREDITS = 10_000;

/**
 * The database search: one statement per batch of 1,000 matches, in X user id order after the last id read
 * (keyset pagination: never OFFSET, so batch 100 costs what batch 1 does). The profiles are shared data;
 * the plan decides how many a user may take (the free plan 200).
 */
@Injectable()
export class DatasetSearch {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CURSOR_KEY) private readonly cursorKey: Buffer,
    @Optional() @Inject(SEARCH_TIMEOUT_MS) private readonly timeoutMs: number = DATASET_LIMITS.searchTimeoutMs,
  ) {}

  async planOf(userId: string): Promise<UserPlan> {
    const row = await this.db.selectFrom('plan_allowances').select(['plan', 'lead_credits_limit']).where('user_id', '=', userId).executeTakeFirst();
    const plan: PlanName = row?.plan ?? 'free';
    return { plan, planType: plan === 'free' ? 'free' : 'paid', creditsLimit: row?.lead_credits_limit ?? FREE_CREDITS };
  }

  /** The first 10 matches and how many match up to the user's limit. */
  async search(userId: string, criteria: SearchCriteria, limit: LeadLimit): Promise<SearchAnswer> {
    const { planType } = await this.planOf(userId);
    const leadLimit = effectiveLeadLimit(limit, planType);
    const filters = searchFilters(criteria);
    const count = searchCountQuery(filters, leadLimit);
    const [preview, total] = await Promise.all([
      this.batch(filters, null, DATASET_LIMITS.previewRows),
      this.query<{ total: number }>(count).then((rows) => rows[0]?.total ?? 0),
    ]);
    return {
      preview,
      total,
      lead_limit: leadLimit,
      plan_type: planType,
      lead_limit_disabled: planType === 'free',
      message: total > 0 ? datasetMessages.found(total) : datasetMessages.noLeads,
    };
  }

  /**
   * The batch after `after` (null: the first), up to 1,000 rows; the free plan stops at 200 in all, counted
   * in the cursor the server signed (a client cannot reset it).
   */
  async page(userId: string, criteria: SearchCriteria, after: string | null): Promise<SearchPage> {
    const cursor = after === null ? { seen: 0, id: null } : readCursor(this.cursorKey, userId, after);
    const { planType } = await this.planOf(userId);
    const cap = planType === 'free' ? DATASET_LIMITS.freeLeadLimit : Number.POSITIVE_INFINITY;
    const size = Math.min(DATASET_LIMITS.batchSize, cap - cursor.seen);
    if (size <= 0) return { rows: [], next: null };
    const rows = await this.batch(searchFilters(criteria), cursor.id, size);
    const seen = cursor.seen + rows.length;
    const last = rows[rows.length - 1];
    return { rows, next: rows.length === size && seen < cap && last ? signCursor(this.cursorKey, userId, { seen, id: last.id }) : null };
  }

  /** Every match up to `limit`, a batch of 1,000 at a time. */
  async *matches(criteria: SearchCriteria, limit: number): AsyncGenerator<ProfileRow[]> {
    const filters = searchFilters(criteria);
    let after: string | null = null;
    let left = limit;
    while (left > 0) {
      const size = Math.min(DATASET_LIMITS.batchSize, left);
      const rows = await this.batch(filters, after, size);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      left -= rows.length;
      after = (rows[rows.length - 1] as ProfileRow).id;
    }
  }

  private batch(filters: SearchFilters, after: string | null, size: number): Promise<ProfileRow[]> {
    return this.query<ProfileRow>(searchPageQuery(filters, after, size));
  }

  /**
   * One search statement in its own transaction with a statement timeout, so criteria that make it scan for
   * long are stopped and told so (503 with a message) instead of holding a connection.
   */
  private async query<Row extends object>(query: SqlQuery): Promise<Row[]> {
    const client = await this.pool.connect();
    try {
      await client.query(`begin; set local statement_timeout = ${Math.max(1, Math.floor(this.timeoutMs))}`);
      const result = await client.query<Row>(query.text, query.values);
      await client.query('commit');
      return result.rows;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      if ((error as { code?: unknown }).code === QUERY_CANCELED) throw new DomainError(datasetMessages.searchTimedOut, 'search_timeout', 'unavailable');
      throw error;
    } finally {
      client.release();
    }
  }
}
