import type { PlanEvent } from '../../src/modules/billing/plan/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { PLANS_PROJECTION } from './plans.projection';

/** Each user whose plan record a committed batch changed. */
export const plansLiveChanges = {
  projection: PLANS_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<PlanEvent>[]).map((event) => ({ userId: event.data.userId, resource: 'plan' })),
};
