import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { campaignMessages } from '../../campaigns/contract';
import type { CampaignSteps } from './contract';
import { readStepCounts } from './step-counts';

/** GET /api/campaigns/:id/steps: the campaign's first message and follow-ups with their counters; only its owner sees them. */
@ApiTags('Campaigns')
@Controller('campaigns')
@UseGuards(SignedInGuard)
export class StepsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get(':id/steps')
  async steps(@CurrentUser() user: SignedInUser, @Param('id') campaignId: string): Promise<CampaignSteps> {
    const campaign = await this.db
      .selectFrom('campaign_run_settings')
      .select('follow_ups')
      .where('user_id', '=', user.workspaceId)
      .where('id', '=', campaignId)
      .executeTakeFirst();
    if (!campaign) throw new DomainError(campaignMessages.notFound, 'not_found', 'not_found');
    const waits = (campaign.follow_ups ?? []).map((step) => step.wait_days);
    return { campaign_id: campaignId, steps: await readStepCounts(this.db, campaignId, waits) };
  }
}
