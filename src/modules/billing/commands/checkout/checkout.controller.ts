import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type Caller, CommandCaller } from '../../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../../platform/http/current-user';
import { ZodPipe } from '../../../../platform/http/zod-body';
import { type CheckoutAnswer, type CheckoutBody, checkoutSchema, type VerifySessionAnswer } from '../../contract';
import { requestedLevel } from '../requested-level';
import { Checkout } from './checkout';
import { VerifyCheckoutSession } from './verify-checkout-session';

const verifySessionQuery = z.object({ session_id: z.string({ error: 'session_id is required' }).min(1, 'session_id is required').max(300) });

@ApiTags('Billing')
@Controller('billing')
@UseGuards(SignedInGuard)
export class CheckoutController {
  constructor(
    private readonly checkouts: Checkout,
    private readonly returns: VerifyCheckoutSession,
  ) {}

  /** A hosted checkout for a free user: Basic (optionally with the 7-day trial) or Pro with 2 to 20 accounts. */
  @Post('checkout')
  @HttpCode(200)
  checkout(@CommandCaller() caller: Caller, @Body(new ZodPipe(checkoutSchema)) body: CheckoutBody): Promise<CheckoutAnswer> {
    const parsed = checkoutSchema.parse(body);
    return this.checkouts.checkout(caller, requestedLevel(parsed), parsed.plan_type === 'basic' && parsed.trial);
  }

  /** The return from checkout: the caller's own session only; the plan changes as the webhook changes it. */
  @Get('verify-session')
  verifySession(@CommandCaller() caller: Caller, @Query(new ZodPipe(verifySessionQuery)) query: { session_id: string }): Promise<VerifySessionAnswer> {
    return this.returns.verifySession(caller, query.session_id);
  }
}
