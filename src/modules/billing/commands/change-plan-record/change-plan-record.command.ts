import { DomainCommand } from '../../../../platform/commands/domain-command';
import type { PlanCommand } from '../../plan/decide';
import type { PlanEvent } from '../../plan/events';

/**
 * Any change of a user's plan record, decided by the plan decider. `eventKey` (a Stripe event id, a checkout
 * session, a job, a request) derives the appended events' ids, so the same change recorded twice appends once.
 */
export class ChangePlanRecord extends DomainCommand<PlanCommand, PlanEvent> {
  constructor(
    command: PlanCommand,
    readonly eventKey?: string,
  ) {
    super(command);
  }
}
