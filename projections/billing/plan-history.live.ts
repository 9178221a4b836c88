import type { PlanEvent } from '../../src/modules/billing/plan/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { PLAN_HISTORY_PROJECTION } from './plan-history.projection';

/** Each user whose plan history a committed batch added to (the Plan history panel). */
export const planHistoryLiveChanges = {
  projection: PLAN_HISTORY_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<PlanEvent>[]).map((event) => ({ userId: event.data.userId, resource: 'plan-history' })),
};
