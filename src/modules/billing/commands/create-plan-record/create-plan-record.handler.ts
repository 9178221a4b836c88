import { CommandHandler } from '@nestjs/cqrs';
import { DeciderCommandHandler } from '../../../../platform/commands/decider-command-handler';
import { type PlanCommand, planDecider } from '../../plan/decide';
import { type PlanEvent, planRecordCreatedEventId, planStreamId } from '../../plan/events';
import type { PlanState } from '../../plan/state';
import { CreatePlanRecord } from './create-plan-record.command';

/**
 * One plan stream per user. The record's event id is derived from the user id, so a repeated command (a
 * redelivered registration) that races the first appends nothing even before the decider sees the record.
 */
@CommandHandler(CreatePlanRecord)
export class CreatePlanRecordHandler extends DeciderCommandHandler<PlanCommand, PlanState, PlanEvent> {
  readonly decider = planDecider;
  streamId = (command: PlanCommand) => planStreamId(command.userId);
  override eventIds = (command: PlanCommand) => [planRecordCreatedEventId(command.userId)];
}
