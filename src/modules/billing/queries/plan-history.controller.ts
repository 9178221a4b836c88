import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import type { PlanHistoryRow } from '../contract';
import { PlanHistory } from './plan-history';

@ApiTags('Billing')
@Controller('billing')
@UseGuards(SignedInGuard)
export class PlanHistoryController {
  constructor(private readonly plans: PlanHistory) {}

  /** Every change of the signed-in user's plan, newest first. */
  @Get('history')
  history(@CurrentUser() user: SignedInUser): Promise<PlanHistoryRow[]> {
    return this.plans.history(user.workspaceId);
  }
}
