import { type PlanEvent, planChangeEventTypes, planChangeOf } from '../../src/modules/billing/plan/events';
import { defineProjection } from '../../src/platform/projections/projection';

export const PLAN_HISTORY_PROJECTION = 'billing-plan-history';

/**
 * plan_history: one row per plan change, described as the audit command describes it (planChangeOf), and
 * cancellation_feedback: one row per cancellation reason given. Rows are keyed by event id, so a replayed
 * event adds nothing.
 */
export const planHistoryProjection = defineProjection<PlanEvent>({
  name: PLAN_HISTORY_PROJECTION,
  handles: planChangeEventTypes,
  tables: ['plan_history', 'cancellation_feedback'],
  async apply(trx, events) {
    const history = [];
    const feedback = [];
    for (const recorded of events) {
      const event = recorded as PlanEvent;
      const entry = planChangeOf(event);
      if (entry) {
        history.push({
          id: recorded.id,
          user_id: event.data.userId,
          stream_version: recorded.version,
          at: entry.at,
          change: entry.change,
          from_plan: entry.from?.plan ?? null,
          from_accounts: entry.from?.allowed_accounts ?? null,
          to_plan: entry.to?.plan ?? null,
          to_accounts: entry.to?.allowed_accounts ?? null,
          by: entry.by,
          actor_id: entry.by === 'user' || entry.by === 'checkout' ? (recorded.metadata?.userId ?? null) : null,
        });
      }
      if (event.type === 'CancellationFeedbackGiven') {
        feedback.push({
          id: recorded.id,
          user_id: event.data.userId,
          reason: event.data.reason,
          feedback: event.data.feedback,
          previous_plan: event.data.previousPlan,
          created_at: event.data.at,
        });
      }
    }
    if (history.length > 0) await trx.insertInto('plan_history').values(history).onConflict((conflict) => conflict.column('id').doNothing()).execute();
    if (feedback.length > 0) {
      await trx.insertInto('cancellation_feedback').values(feedback).onConflict((conflict) => conflict.column('id').doNothing()).execute();
    }
  },
});
