import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller } from '../../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../../platform/http/current-user';
import { ZodPipe } from '../../../../platform/http/zod-body';
import { type ChangePlanAnswer, type ChangePlanBody, changePlanSchema, type PlanChangePreview } from '../../contract';
import { requestedLevel } from '../requested-level';
import { ChangePlan } from './change-plan';
import { PreviewPlanChange } from './preview-plan-change';

@ApiTags('Billing')
@Controller('billing')
@UseGuards(SignedInGuard)
export class ChangePlanController {
  constructor(
    private readonly previews: PreviewPlanChange,
    private readonly changes: ChangePlan,
  ) {}

  /** What the change would charge now (Stripe's invoice preview, prorated), before the user confirms. */
  @Post('preview')
  @HttpCode(200)
  preview(@CommandCaller() caller: Caller, @Body(new ZodPipe(changePlanSchema)) body: ChangePlanBody): Promise<PlanChangePreview> {
    return this.previews.preview(caller.user.workspaceId, requestedLevel(changePlanSchema.parse(body)));
  }

  /** A paid user's change, charged prorated at once; Pro to Basic is scheduled for the period's end. */
  @Post('change-plan')
  @HttpCode(200)
  change(@CommandCaller() caller: Caller, @Body(new ZodPipe(changePlanSchema)) body: ChangePlanBody): Promise<ChangePlanAnswer> {
    return this.changes.changePlan(caller, requestedLevel(changePlanSchema.parse(body)));
  }
}
