import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountCampaigns } from '../accounts';
import { CampaignsService } from './campaigns.service';

/** Registers the campaigns context as the accounts context's campaigns port: count and pause by account. */
@Injectable()
export class AccountCampaignsRegistration implements OnModuleInit {
  constructor(
    private readonly port: AccountCampaigns,
    private readonly campaigns: CampaignsService,
  ) {}

  onModuleInit(): void {
    this.port.use({
      countUsing: (userId, accountId) => this.campaigns.countUsing(userId, accountId),
      pauseUsing: (userId, accountId, why) => this.campaigns.pauseUsing(userId, accountId, why),
    });
  }
}
