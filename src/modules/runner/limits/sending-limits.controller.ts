import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { ZodPipe } from '../../../platform/http/zod-body';
import { type SendingLimits, type SendingLimitsAnswer, type SendingLimitsBody, sendingLimitsMessages, sendingLimitsSchema } from '../contract';
import { SendingLimitsService } from './sending-limits.service';

@ApiTags('Connected accounts')
@Controller('accounts/:id/sending-limits')
@UseGuards(SignedInGuard)
export class SendingLimitsController {
  constructor(private readonly limits: SendingLimitsService) {}

  /** The account's daily cap, its time zone and the DMs counted today. */
  @Get()
  get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<SendingLimits> {
    return this.limits.get(user.id, id);
  }

  @Put()
  async put(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Body(new ZodPipe(sendingLimitsSchema)) body: SendingLimitsBody): Promise<SendingLimitsAnswer> {
    return { ...(await this.limits.put(user.id, id, body)), message: sendingLimitsMessages.saved };
  }
}
