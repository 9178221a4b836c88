import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { type Caller, CommandCaller } from '../../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../../platform/http/current-user';
import { ZodPipe } from '../../../../platform/http/zod-body';
import { type CancelAnswer, cancelSchema, type PortalAnswer } from '../../contract';
import { BillingPortal } from './billing-portal';
import { CancelPlan } from './cancel';

@ApiTags('Billing')
@Controller('billing')
@UseGuards(SignedInGuard)
export class CancelController {
  constructor(
    private readonly cancelling: CancelPlan,
    private readonly portals: BillingPortal,
  ) {}

  /** Stores the reason; a Stripe customer goes on to the portal to cancel, others are set to Free at once. */
  @Post('cancel')
  @HttpCode(200)
  cancel(@CommandCaller() caller: Caller, @Body(new ZodPipe(cancelSchema)) body: z.infer<typeof cancelSchema>): Promise<CancelAnswer> {
    return this.cancelling.cancel(caller, body.reason, body.feedback ?? null);
  }

  /** Stripe's billing portal for the caller's customer. */
  @Post('portal')
  @HttpCode(200)
  async portal(@CommandCaller() caller: Caller): Promise<PortalAnswer> {
    return { url: await this.portals.portal(caller) };
  }
}
