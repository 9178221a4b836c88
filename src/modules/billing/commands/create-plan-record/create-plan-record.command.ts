import { DomainCommand } from '../../../../platform/commands/domain-command';
import type { PlanCommand } from '../../plan/decide';
import type { PlanEvent } from '../../plan/events';

type CreatePlanRecordCommand = Extract<PlanCommand, { type: 'CreatePlanRecord' }>;

/** Give a user the plan record of the free plan; a second time for the same user appends nothing. */
export class CreatePlanRecord extends DomainCommand<CreatePlanRecordCommand, PlanEvent> {
  constructor(userId: string, at: string) {
    super({ type: 'CreatePlanRecord', userId, at });
  }
}
