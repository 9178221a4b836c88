import type { Transaction } from 'kysely';
import { handleCommand } from '../../../platform/commands/decider';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { UserRegistered } from '../../identity/user/events';
import { planDecider } from '../plan/decide';
import { planRecordCreatedEventId, planStreamId } from '../plan/events';

export const PLAN_RECORDS_PROCESS = 'billing-plan-records';

/** Gives one user a plan record; repeating it for the same user appends nothing. */
export async function createPlanRecord(store: EventStore, registered: RecordedEvent<UserRegistered>, now = new Date()) {
  const { userId } = registered.data;
  return handleCommand(
    store,
    planStreamId(userId),
    planDecider,
    { type: 'CreatePlanRecord', userId, at: now.toISOString() },
    {
      userId,
      correlationId: registered.metadata.correlationId ?? registered.id,
      causationId: registered.id,
      commandId: planRecordCreatedEventId(userId),
    },
    () => [planRecordCreatedEventId(userId)],
  );
}

/**
 * Process manager: each UserRegistered gets the user's free plan record (PlanRecordCreated on plan-{userId}).
 * Shaped as a projection so the projection runner keeps its checkpoint and ownership lock: the appends
 * happen outside the runner's transaction, so a batch retried after a failure appends nothing new
 * (the decider sees the record, and the event id is derived from the user id).
 */
export function planRecordsProcess(store: EventStore): Projection {
  return {
    name: PLAN_RECORDS_PROCESS,
    handles: ['UserRegistered'],
    tables: [],
    async apply(_trx: Transaction<any>, events: RecordedEvent[]) {
      for (const event of events as RecordedEvent<UserRegistered>[]) await createPlanRecord(store, event);
    },
  };
}
