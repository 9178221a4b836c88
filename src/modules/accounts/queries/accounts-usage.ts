/**
 * 'Connected: X / Y' for Connect Account: how many accounts are connected and the plan allows, whether one more
 * may be connected (the decider's check, with its message) and whether the downgrade chooser must open.
 */
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { usableAccounts } from '../account/allowance';
import { allowedBy, checkCanConnect } from '../account/decide';
import type { AccountsUsage } from '../contract';
import { planAllowance } from './plan-allowance';

@Injectable()
export class AccountsUsageQuery {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async usage(userId: string): Promise<AccountsUsage> {
    const [plan, count] = await Promise.all([
      planAllowance(this.db, userId),
      this.db.selectFrom('connected_accounts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const connected = Number(count?.n ?? 0);
    const allowed = allowedBy(plan);
    let limitMessage: string | null = null;
    try {
      checkCanConnect(connected, plan);
    } catch (error) {
      limitMessage = (error as Error).message;
    }
    return {
      plan: plan?.plan ?? 'free',
      connected,
      allowed,
      must_choose: connected > usableAccounts(plan),
      can_connect: limitMessage === null,
      limit_message: limitMessage,
    };
  }
}
