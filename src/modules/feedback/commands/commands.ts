import { CommandHandler } from '@nestjs/cqrs';
import { DeciderCommandHandler } from '../../../platform/commands/decider-command-handler';
import { DomainCommand } from '../../../platform/commands/domain-command';
import { type FeedbackItemCommand, type FeedbackItemState, feedbackItemDecider } from '../item/decide';
import { type FeedbackItemEvent, feedbackItemStreamId } from '../item/events';
import { type CastVote, type VoteState, voteDecider } from '../vote/decide';
import { type VoteEvent, voteStreamId } from '../vote/events';

/** Submit or delete a feedback item (its author), or change its status (operators). */
export class ChangeFeedbackItem extends DomainCommand<FeedbackItemCommand, FeedbackItemEvent> {}
/** A user's click on up or down. */
export class CastFeedbackVote extends DomainCommand<CastVote, VoteEvent> {}

@CommandHandler(ChangeFeedbackItem)
export class ChangeFeedbackItemHandler extends DeciderCommandHandler<FeedbackItemCommand, FeedbackItemState, FeedbackItemEvent> {
  readonly decider = feedbackItemDecider;
  streamId = (command: FeedbackItemCommand) => feedbackItemStreamId(command.feedbackId);
}

@CommandHandler(CastFeedbackVote)
export class CastFeedbackVoteHandler extends DeciderCommandHandler<CastVote, VoteState, VoteEvent> {
  readonly decider = voteDecider;
  streamId = (command: CastVote) => voteStreamId(command.feedbackId, command.userId);
}
