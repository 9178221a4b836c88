import { type DynamicModule, Module } from '@nestjs/common';
import { AccountSessionsModule } from '../accounts';
import { XModule } from '../x';
import { AccountDaysController } from './account-days/account-days.controller';
import { SendingLimitsController } from './limits/sending-limits.controller';
import { SendingLimitsService } from './limits/sending-limits.service';
import { DeliveriesController } from './deliveries/deliveries.controller';
import { OutcomesController } from './outcomes/outcomes.controller';
import { OverviewController } from './overview/overview.controller';
import { RunnerService } from './run/runner.service';
import { VariationsController } from './variations/variations.controller';
import { RepliesExportController } from './replies/replies-export.controller';
import { StepsController } from './follow-ups/steps.controller';

/** The modules the runner uses that the app composes: the campaigns context's (CampaignsService). */
export interface RunnerImports {
  campaigns: DynamicModule;
}

/**
 * The DM runner: sending running campaigns' messages through X, the accounts' sending limits, the leads each
 * campaign failed or skipped, and the campaigns overview's daily numbers. Registered by the app with the one
 * campaigns module it composed (the campaigns module takes the runner's link, RunnerLinkModule).
 */
@Module({})
export class RunnerModule {
  static register({ campaigns }: RunnerImports): DynamicModule {
    return {
      module: RunnerModule,
      imports: [AccountSessionsModule, XModule, campaigns],
      controllers: [SendingLimitsController, AccountDaysController, OutcomesController, OverviewController, VariationsController, DeliveriesController, StepsController, RepliesExportController],
      providers: [RunnerService, SendingLimitsService],
      exports: [RunnerService],
    };
  }
}
