import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { type Caller, CommandCaller } from '../../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../../platform/http/current-user';
import { ZodPipe } from '../../../../platform/http/zod-body';
import { type ScheduleDowngradeAnswer, scheduleDowngradeSchema } from '../../contract';
import { ScheduleDowngrade } from './schedule-downgrade';

@ApiTags('Billing')
@Controller('billing')
@UseGuards(SignedInGuard)
export class ScheduleDowngradeController {
  constructor(private readonly downgrades: ScheduleDowngrade) {}

  /** Pro to Basic, or a paid plan to Free, at the end of the billing period. */
  @Post('schedule-downgrade')
  @HttpCode(200)
  schedule(
    @CommandCaller() caller: Caller,
    @Body(new ZodPipe(scheduleDowngradeSchema)) body: z.infer<typeof scheduleDowngradeSchema>,
  ): Promise<ScheduleDowngradeAnswer> {
    return this.downgrades.scheduleDowngrade(caller, body.downgrade_to);
  }
}
