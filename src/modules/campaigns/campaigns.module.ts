import { Module } from '@nestjs/common';
import { PlanGateGuard } from '../billing';
import { AccountCampaignsRegistration } from './account-campaigns';
import { CampaignsController } from './campaigns.controller';
import { CampaignsService } from './campaigns.service';
import { ChangeCampaignsHandler, ChangeKeywordSamplesHandler, ChangeTemplatesHandler } from './commands/commands';
import { CampaignFacts } from './facts';
import { KeywordSamplesController } from './keyword-samples.controller';
import { CampaignRunnerLink } from './runner-port';
import { MessageTemplatesController } from './templates.controller';

/** Campaigns, their message templates and the saved keyword samples: everything a user does to them. */
@Module({
  controllers: [CampaignsController, MessageTemplatesController, KeywordSamplesController],
  providers: [
    ChangeCampaignsHandler,
    ChangeTemplatesHandler,
    ChangeKeywordSamplesHandler,
    CampaignFacts,
    CampaignsService,
    CampaignRunnerLink,
    PlanGateGuard,
    AccountCampaignsRegistration,
  ],
  exports: [CampaignsService, CampaignRunnerLink],
})
export class CampaignsModule {}
