import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config';
import { type DatabaseResources, DatabaseModule } from '../platform/database/database.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { LiveModule } from '../platform/live/live.module';
import { PlatformModule } from '../platform/platform.module';
import { ProcessManagersModule } from '../platform/process-managers/process-managers.module';
import { ProjectionsModule } from '../platform/projections/projections.module';
import { AccountsModule } from '../modules/accounts/accounts.module';
import { BillingModule } from '../modules/billing/billing.module';
import { CampaignsModule } from '../modules/campaigns/campaigns.module';
import { DatasetModule } from '../modules/dataset/dataset.module';
import { DevelopersModule } from '../modules/developers/developers.module';
import { DncModule } from '../modules/dnc/dnc.module';
import { FeedbackModule } from '../modules/feedback/feedback.module';
import { IdentityModule } from '../modules/identity/identity.module';
import { LeadsModule } from '../modules/leads/leads.module';
import { OnboardingModule } from '../modules/onboarding/onboarding.module';
import { RepliesModule } from '../modules/runner/replies/replies.module';
import { RunnerLinkModule } from '../modules/runner/runner-link.module';
import { RunnerModule } from '../modules/runner/runner.module';
import { WorkspacesModule } from '../modules/workspaces/workspaces.module';
import { XModule } from '../modules/x/x.module';

/**
 * The whole application; each role starts the parts it runs (see platform services' role checks). The contexts'
 * ports are bound here, where both sides are known: the runner's link into campaigns, campaigns into accounts,
 * lead sources into the dataset.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, resources: DatabaseResources): DynamicModule {
    // One campaigns module, shared by reference with the modules that use it.
    const campaigns = CampaignsModule.register({ runner: RunnerLinkModule });
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(resources),
        PlatformModule,
        LiveModule,
        ProjectionsModule,
        JobsModule,
        ProcessManagersModule,
        IdentityModule,
        WorkspacesModule,
        BillingModule,
        DncModule,
        LeadsModule,
        XModule,
        AccountsModule.register({ campaigns }),
        DatasetModule.register({ leads: LeadsModule }),
        campaigns,
        FeedbackModule,
        OnboardingModule,
        RunnerModule.register({ campaigns }),
        RepliesModule,
        DevelopersModule,
      ],
    };
  }
}
