import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { BillingService } from '../billing.service';
import type { PlanHistoryRow } from '../contract';

@ApiTags('Billing')
@Controller('billing')
@UseGuards(SignedInGuard)
export class PlanHistoryController {
  constructor(private readonly billing: BillingService) {}

  /** Every change of the signed-in user's plan, newest first. */
  @Get('history')
  history(@CurrentUser() user: SignedInUser): Promise<PlanHistoryRow[]> {
    return this.billing.history(user.id);
  }
}
