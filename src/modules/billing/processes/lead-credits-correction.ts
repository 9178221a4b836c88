/**
 * Raising the plan records made before each plan carried the lead credits it is sold with (Basic 50,000,
 * Pro 100,000). Run at every start of the workers; once the records are corrected it finds none.
 */
import type { Database } from '../../../platform/database/database';
import { leadCreditsForPlan, MAX_LEAD_CREDITS } from '../shared/lead-credits';

const PAGE = 500;

/** Sends the correction for one record; `eventKey` derives the event's id, so a repeated run appends once. */
export type SendCorrection = (userId: string, eventKey: string) => Promise<void>;

/**
 * Every plan record whose lead credits are below its plan's gets the plan decider's CorrectLeadCredits, which
 * decides from the stream (the read model only picks the candidates). Answers how many were sent.
 */
export async function correctLeadCredits(db: Database, send: SendCorrection): Promise<number> {
  let after = '';
  let sent = 0;
  for (;;) {
    const rows = await db
      .selectFrom('plans')
      .select(['user_id', 'plan', 'allowed_accounts', 'lead_credits_limit', 'stream_version'])
      .where('lead_credits_limit', '<', MAX_LEAD_CREDITS)
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const to = leadCreditsForPlan(row.plan, row.allowed_accounts);
      if (row.lead_credits_limit >= to) continue;
      // Keyed by the record's version: two workers starting together append one correction, and a record that
      // falls below its plan's credits again later is corrected again.
      await send(row.user_id, `lead-credits:${row.stream_version}:${to}`);
      sent++;
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return sent;
    after = last.user_id;
  }
}
