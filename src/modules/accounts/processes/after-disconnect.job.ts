/**
 * The job that follows AccountDisconnected (at least once): the account's vault entries and claim are destroyed
 * and the campaigns using it are paused for validation.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { CAMPAIGNS_USING_ACCOUNTS, type CampaignsUsingAccounts } from '../campaigns-port';
import { forgetAccount } from '../commands/forget-account';
import { accountMessages } from '../contract';
import { VAULT } from '../vault/vault.provider';
import type { Vault } from '../vault/vault';
import { AFTER_DISCONNECT_QUEUE, type AfterDisconnectJob } from './queues';

@Injectable()
export class AfterDisconnectWorker implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(VAULT) private readonly vault: Vault,
    private readonly jobs: JobsService,
    @Inject(CAMPAIGNS_USING_ACCOUNTS) private readonly campaigns: CampaignsUsingAccounts,
  ) {}

  onModuleInit(): void {
    this.jobs.work<AfterDisconnectJob>(AFTER_DISCONNECT_QUEUE, (job) => this.afterDisconnect(job.data));
  }

  async afterDisconnect(job: AfterDisconnectJob): Promise<void> {
    await forgetAccount(this.db, this.vault, job);
    await this.campaigns.pauseUsing(job.userId, job.accountId, {
      reason: 'account_disconnected',
      message: accountMessages.campaignsNeedSelection(1),
    });
  }
}
