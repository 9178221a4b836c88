/**
 * The connected accounts read model as the API answers it: a user's list and one account, each row mapped
 * (never a token or a password) and marked when it lies beyond the plan's allowance.
 */
import { Inject, Injectable } from '@nestjs/common';
import { type Selectable, sql } from 'kysely';
import type { ConnectedAccountsTable } from '../../../../projections/accounts/tables';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { isBeyondAllowance } from '../account/allowance';
import { accountGuidance } from '../account/guidance';
import { type AccountRow, accountMessages, healthLabels } from '../contract';
import { planAllowance } from './plan-allowance';

export const accountNotFound = () => new DomainError(accountMessages.notFound, 'account_not_found', 'not_found');

export interface AccountListOptions {
  ids?: string[];
  from?: number;
  limit?: number;
  order?: 'ASC' | 'DESC';
  sort?: string;
}

@Injectable()
export class AccountRows {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async rows(userId: string, options: AccountListOptions = {}) {
    let matching = this.db.selectFrom('connected_accounts as a').where('a.user_id', '=', userId);
    const ids = options.ids;
    if (ids) matching = matching.where((eb) => eb('a.id', '=', eb.fn.any(eb.val(ids))));
    const direction = options.order === 'ASC' ? 'asc' : 'desc';
    const [page, total, plan] = await Promise.all([
      matching
        .selectAll('a')
        .select(
          sql<number>`(select count(*)::int from connected_accounts o where o.user_id = a.user_id and (o.created_at, o.id) < (a.created_at, a.id))`.as(
            'connection_rank',
          ),
        )
        .orderBy(sql.ref(`a.${options.sort ?? 'updated_at'}`), direction)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'asc')
        .offset(options.from ?? 0)
        .limit(options.limit ?? 1000)
        .execute(),
      matching.select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total')).executeTakeFirst(),
      planAllowance(this.db, userId),
    ]);
    const now = new Date();
    return { rows: page.map((row) => toAccountRow(row, isBeyondAllowance(row.connection_rank, plan), now)), total: total?.total ?? 0 };
  }

  async one(userId: string, accountId: string): Promise<AccountRow> {
    const { rows } = await this.rows(userId, { ids: [accountId] });
    const row = rows[0];
    if (!row) throw accountNotFound();
    return row;
  }
}

type AccountRecord = Selectable<ConnectedAccountsTable>;

/** A read-model row as the API answers it: never a token or a password. */
export function toAccountRow(row: AccountRecord, suspendedByPlan: boolean, now: Date): AccountRow {
  const label = healthLabels[row.health] ?? healthLabels.unchecked;
  const xCreatedAt = row.x_created_at ? new Date(row.x_created_at) : null;
  return {
    id: row.id,
    profile_id: row.profile_id,
    twitter_username: row.twitter_username,
    twitter_name: row.twitter_name,
    twitter_profile_image: row.twitter_profile_image,
    verified: row.verified,
    has_proxy: row.has_proxy,
    proxy_type: row.proxy_type,
    proxy_ip: row.proxy_ip,
    proxy_port: row.proxy_port,
    proxy_username: row.proxy_username,
    has_proxy_password: row.has_proxy_password,
    health: row.health,
    health_label: label.label,
    health_action: label.action,
    health_detail: row.health_detail,
    health_checked_at: row.health_checked_at ? new Date(row.health_checked_at).toISOString() : null,
    suspended_by_plan: suspendedByPlan,
    x_created_at: xCreatedAt?.toISOString() ?? null,
    x_conversations: row.x_conversations,
    guidance: accountGuidance({ xCreatedAt, conversations: row.x_conversations }, now),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
