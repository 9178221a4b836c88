import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { campaignMessages } from '../../campaigns/contract';
import type { CampaignVariations } from './contract';
import { readVariationCounts } from './variation-counts';
import { variationStandings } from './variation-standings';

/** GET /api/campaigns/:id/variations: how the campaign's template variations do; only the campaign's owner sees them. */
@ApiTags('Campaigns')
@Controller('campaigns')
@UseGuards(SignedInGuard)
export class VariationsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get(':id/variations')
  async variations(@CurrentUser() user: SignedInUser, @Param('id') campaignId: string): Promise<CampaignVariations> {
    const campaign = await this.db
      .selectFrom('campaign_run_settings')
      .select('messages')
      .where('user_id', '=', user.workspaceId)
      .where('id', '=', campaignId)
      .executeTakeFirst();
    if (!campaign) throw new DomainError(campaignMessages.notFound, 'not_found', 'not_found');
    const texts = campaign.messages ?? [];
    return variationStandings(campaignId, texts, await readVariationCounts(this.db, campaignId, texts.length));
  }
}
