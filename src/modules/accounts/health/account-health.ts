import { Injectable } from '@nestjs/common';
import { AccountsService } from '../accounts.service';

/**
 * Lets other contexts (the DM runner) have an account checked through X at once after X refused it, so an
 * expired session, a lock or a suspension shows on the account (and 'needs reconnection') without waiting for
 * the hourly health sweep. The check records what X says now; a refusal that was about one action (226) finds
 * the account healthy and records that.
 */
@Injectable()
export class AccountHealth {
  constructor(private readonly accounts: AccountsService) {}

  async checkNow(userId: string, accountId: string): Promise<void> {
    await this.accounts.check(userId, accountId, 'job');
  }
}
