import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { decideRunTransition } from './run-state';

/** A delivery X accepted, to be written to the ledger and its run. */
export interface SentSettlement {
  campaignId: string;
  deliveryId: string;
  recipientXId: string | null;
  messageId: string;
  conversationId: string;
  /** The run's next send after this long. */
  delayMs: number;
}

/**
 * Settles sent deliveries in batches: one statement for the sends finished within a few milliseconds of each
 * other (or `maxSize` of them), rather than one round trip each. Until its batch is written a run stays leased
 * to this worker with its delivery in flight, so nothing else steps it; a worker that dies first leaves just that,
 * an in-flight delivery, settled by the conversation check before anything else for the run.
 */
export class SettlementBatch {
  private queue: Array<{ settlement: SentSettlement; done: (error?: unknown) => void }> = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly maxSize: number,
    private readonly maxWaitMs: number,
  ) {}

  /** Resolves once the settlement is written (rejects if its batch could not be). */
  settle(settlement: SentSettlement): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ settlement, done: (error) => (error ? reject(error) : resolve()) });
      if (this.queue.length >= this.maxSize) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.maxWaitMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const items = batch.map((entry) => entry.settlement);
    this.write(items).then(
      () => {
        for (const entry of batch) entry.done();
      },
      (error) => {
        for (const entry of batch) entry.done(error);
      },
    );
  }

  private async write(items: SentSettlement[]): Promise<void> {
    const runs = items.map((item) => decideRunTransition({ type: 'sent', delayMs: item.delayMs }).run);
    // One call (its migration, 2026_11_28_1200) writes what was decided: a delivery already settled counts nothing;
    // the run is given back either way.
    await sql`
      select dm_runner_settle_sent(${items.map((i) => i.deliveryId)}::uuid[], ${items.map((i) => i.campaignId)}::text[],
                                   ${items.map((i) => i.recipientXId)}::text[], ${items.map((i) => i.messageId)}::text[],
                                   ${items.map((i) => i.conversationId)}::text[], ${runs.map((run) => Math.round(run.nextSendInMs ?? 0))}::bigint[],
                                   ${runs.map((run) => run.consecutiveFailures ?? 0)}::int[], ${runs.map((run) => run.retries ?? 0)}::int[])`.execute(this.db);
  }
}
