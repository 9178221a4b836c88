import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { ZodPipe } from '../../../platform/http/zod-body';
import { type SendingLimits, type SendingLimitsAnswer, type SendingLimitsBody, sendingLimitsMessages, sendingLimitsSchema } from '../contract';
import { SendingLimitsService } from './sending-limits.service';

@ApiTags('Connected accounts')
@Controller('accounts')
@UseGuards(SignedInGuard)
export class SendingLimitsController {
  constructor(private readonly limits: SendingLimitsService) {}

  /** Every connected account's cap, time zone and DMs in the last 24 hours: the runner's figures for the cards. */
  @Get('sending-limits')
  list(@CurrentUser() user: SignedInUser): Promise<SendingLimits[]> {
    return this.limits.list(user.workspaceId);
  }

  /** The account's daily cap, its time zone and the DMs in the last 24 hours. */
  @Get(':id/sending-limits')
  get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<SendingLimits> {
    return this.limits.get(user.workspaceId, id);
  }

  @Put(':id/sending-limits')
  async put(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Body(new ZodPipe(sendingLimitsSchema)) body: SendingLimitsBody): Promise<SendingLimitsAnswer> {
    return { ...(await this.limits.put(user.workspaceId, id, body)), message: sendingLimitsMessages.saved };
  }
}
