import { Module } from '@nestjs/common';
import { RateLimits } from '../../platform/http/rate-limits';
import { CastFeedbackVoteHandler, ChangeFeedbackItemHandler } from './commands/commands';
import { FeedbackFacts } from './facts';
import { FeedbackController } from './feedback.controller';
import { RoadmapController } from './roadmap.controller';

/** The Roadmap and Feedback board: users' feature requests and bug reports with votes, and the roadmap. */
@Module({
  controllers: [FeedbackController, RoadmapController],
  providers: [ChangeFeedbackItemHandler, CastFeedbackVoteHandler, FeedbackFacts, RateLimits],
})
export class FeedbackModule {}
