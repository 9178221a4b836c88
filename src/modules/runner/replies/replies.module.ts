import { Module } from '@nestjs/common';
import { RepliesController } from './replies.controller';
import { ReplyPollService } from './reply-poll.service';

/** Replies to campaign DMs: the inbox polls that record them and the Replies list. */
@Module({
  controllers: [RepliesController],
  providers: [ReplyPollService],
  exports: [ReplyPollService],
})
export class RepliesModule {}
