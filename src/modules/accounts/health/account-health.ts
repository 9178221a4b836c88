import { Injectable } from '@nestjs/common';
import { AccountHealthCheck } from './account-health-check';

/**
 * Lets other contexts (the DM runner) have an account checked through X at once after X refused it, so an
 * expired session, a lock or a suspension shows on the account (and 'needs reconnection') without waiting for
 * the hourly health sweep. The check records what X says now; a refusal that was about one action (226) finds
 * the account healthy and records that.
 */
@Injectable()
export class AccountHealth {
  constructor(private readonly health: AccountHealthCheck) {}

  async checkNow(userId: string, accountId: string): Promise<void> {
    await this.health.check(userId, accountId, 'job');
  }
}
