import { Module } from '@nestjs/common';
import { SendingLimitsController } from './limits/sending-limits.controller';
import { SendingLimitsService } from './limits/sending-limits.service';
import { RunnerService } from './run/runner.service';

/** The DM runner: sending running campaigns' messages through X, and the accounts' sending limits. */
@Module({
  controllers: [SendingLimitsController],
  providers: [RunnerService, SendingLimitsService],
  exports: [RunnerService],
})
export class RunnerModule {}
