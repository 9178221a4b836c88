import { Module } from '@nestjs/common';
import { JobsService } from '../../platform/jobs/jobs.service';
import { CAMPAIGN_RUNNER, type CampaignRunner } from '../campaigns';

/**
 * The runner as the campaigns context's CampaignRunner, in every role. A start or pause reaches the runner as a
 * job of the campaign-runner process manager, so the runner is reachable while this process's job queue (pg-boss on
 * the database) runs: an api process enqueues the jobs that the workers take.
 */
@Module({
  providers: [
    {
      provide: CAMPAIGN_RUNNER,
      inject: [JobsService],
      useFactory: (jobs: JobsService): CampaignRunner => ({
        reachable: async () => {
          try {
            return (await jobs.jobQueueHealth()).running;
          } catch {
            return false;
          }
        },
      }),
    },
  ],
  exports: [CAMPAIGN_RUNNER],
})
export class RunnerLinkModule {}
