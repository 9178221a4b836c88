import { Module } from '@nestjs/common';
import { AccountSessionsModule } from '../../accounts';
import { XModule } from '../../x';
import { RepliesController } from './replies.controller';
import { ReplyPollService } from './reply-poll.service';

/** Replies to campaign DMs: the inbox polls that record them and the Replies list. */
@Module({
  imports: [AccountSessionsModule, XModule],
  controllers: [RepliesController],
  providers: [ReplyPollService],
  exports: [ReplyPollService],
})
export class RepliesModule {}
