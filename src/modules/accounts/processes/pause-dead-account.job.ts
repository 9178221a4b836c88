/** The job that follows a check finding an account dead (session expired, locked, suspended): its campaigns are paused with the card's hint. */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { CAMPAIGNS_USING_ACCOUNTS, type CampaignsUsingAccounts } from '../campaigns-port';
import { DEAD_HEALTH_STATES, healthLabels, TWITTER_CONNECTION_HINT } from '../contract';
import { PAUSE_CAMPAIGNS_QUEUE, type PauseCampaignsJob } from './queues';

@Injectable()
export class PauseDeadAccountWorker implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    @Inject(CAMPAIGNS_USING_ACCOUNTS) private readonly campaigns: CampaignsUsingAccounts,
  ) {}

  onModuleInit(): void {
    this.jobs.work<PauseCampaignsJob>(PAUSE_CAMPAIGNS_QUEUE, (job) => this.pauseForDeadAccount(job.data));
  }

  async pauseForDeadAccount(job: PauseCampaignsJob): Promise<void> {
    const label = healthLabels[job.health as keyof typeof healthLabels];
    if (!label || !DEAD_HEALTH_STATES.includes(job.health as never)) return;
    await this.campaigns.pauseUsing(job.userId, job.accountId, {
      reason: 'account_dead',
      message: `${TWITTER_CONNECTION_HINT}: ${label.label}. ${label.action ?? ''}`.trim(),
    });
  }
}
