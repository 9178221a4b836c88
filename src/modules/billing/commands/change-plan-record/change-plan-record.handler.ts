import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATE_STREAMS } from '../../../../platform/commands/decider-command-handler';
import type { AggregateStreams, EventIds, HandledCommand } from '../../../../platform/commands/aggregate-streams';
import { derivedEventId } from '../../../identity';
import { planDecider } from '../../plan/decide';
import { type PlanEvent, planRecordCreatedEventId, planStreamId } from '../../plan/events';
import { ChangePlanRecord } from './change-plan-record.command';

/** The events' ids: the plan record's own id, and ids derived from the command's key for the others (none without a key). */
export function planEventIds(userId: string, eventKey: string | undefined, events: PlanEvent[]): EventIds {
  return events.map((event) =>
    event.type === 'PlanRecordCreated'
      ? planRecordCreatedEventId(userId)
      : eventKey
        ? derivedEventId(`plan:${userId}:${eventKey}:${event.type}`)
        : undefined,
  );
}

/** One plan stream per user. */
@CommandHandler(ChangePlanRecord)
export class ChangePlanRecordHandler implements ICommandHandler<ChangePlanRecord> {
  constructor(@Inject(AGGREGATE_STREAMS) private readonly streams: AggregateStreams) {}

  execute({ command, metadata, eventKey }: ChangePlanRecord): Promise<HandledCommand<PlanEvent>> {
    return this.streams.handle(planStreamId(command.userId), planDecider, command, metadata, (events) =>
      planEventIds(command.userId, eventKey, events),
    );
  }
}
