import { defineProcessManager, send } from '../../../platform/process-managers/process-manager';
import type { UserRegistered } from '../../identity';
import { CreatePlanRecord } from '../commands/create-plan-record/create-plan-record.command';

export const PLAN_RECORDS_PROCESS = 'billing-plan-records';

/**
 * Each UserRegistered gets the user's free plan record, dated at the registration. Stateless: the plan
 * decider refuses a second record and the record's event id is derived from the user id, so a redelivered
 * registration appends nothing.
 */
export const planRecordsProcess = defineProcessManager<UserRegistered>({
  name: PLAN_RECORDS_PROCESS,
  handles: ['UserRegistered'],
  decide: (event) => [send(new CreatePlanRecord(event.data.userId, event.data.registeredAt))],
});
