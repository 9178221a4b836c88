import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CAMPAIGNS_USING_ACCOUNTS, type CampaignsUsingAccounts } from '../accounts';
import { BillingModule } from '../billing';
import { CampaignsController } from './campaigns.controller';
import { CampaignsService } from './campaigns.service';
import { ChangeCampaignsHandler, ChangeKeywordSamplesHandler, ChangeTemplatesHandler } from './commands/commands';
import { CampaignFacts } from './facts';
import { KeywordSamplesController } from './keyword-samples.controller';
import { MessageTemplatesController } from './templates.controller';

/** The modules that provide what the campaigns context needs of others: the runner port. */
export interface CampaignsPorts {
  /** Provides CAMPAIGN_RUNNER (the runner context's link). */
  runner: Type | DynamicModule;
}

/**
 * Campaigns, their message templates and the saved keyword samples: everything a user does to them. Provides the
 * accounts context's campaigns port. Registered by the app with the runner port: the runner depends on this
 * context, so this module cannot import it.
 */
@Module({})
export class CampaignsModule {
  static register(ports: CampaignsPorts): DynamicModule {
    return {
      module: CampaignsModule,
      imports: [BillingModule, ports.runner],
      controllers: [CampaignsController, MessageTemplatesController, KeywordSamplesController],
      providers: [
        ChangeCampaignsHandler,
        ChangeTemplatesHandler,
        ChangeKeywordSamplesHandler,
        CampaignFacts,
        CampaignsService,
        { provide: CAMPAIGNS_USING_ACCOUNTS, inject: [CampaignsService], useFactory: (campaigns: CampaignsService): CampaignsUsingAccounts => campaigns },
      ],
      exports: [CampaignsService, CAMPAIGNS_USING_ACCOUNTS],
    };
  }
}
