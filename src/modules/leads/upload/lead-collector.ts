/** Batch writing of an upload's leads: unique leads collected into batches and handed to the sink, at most two writes at a time. */

import { DomainError } from '../../../platform/http/domain-error';
import { leadMessages } from '../contract';
import type { LeadRecord } from './lead-record';

/** Where parsed leads go, a batch at a time (e.g. a COPY into the leads table), each lead as `encode` made it. */
export type LeadSink<T = LeadRecord> = (batch: T[]) => Promise<void>;

/** Batches handed to the sink and not yet written, before the parser waits. */
const MAX_PENDING_WRITES = 2;

/**
 * Collects unique leads into batches and hands them to the sink, at most two writes at a time, in parallel.
 * Each lead is encoded as it is added (e.g. to its COPY line), so the parsed objects die young.
 */
export class LeadCollector<T> {
  readonly seen = new Set<string>();
  duplicates = 0;
  invalid = 0;
  private batch: T[] = [];
  private readonly writes: Promise<void>[] = [];
  /** Every write not finished yet, those `room()` is waiting for included: what `settle()` must outlast. */
  private readonly unfinished = new Set<Promise<void>>();
  /** Settled after a refusal: the parser may still hand over rows it had read (papaparse parses a chunk it
   * buffered after its stream failed), and none of them may be written once the caller deletes what was. */
  private closed = false;
  failure: unknown;

  constructor(
    private readonly sink: LeadSink<T>,
    private readonly encode: (lead: LeadRecord) => T,
    private readonly batchSize: number,
    private readonly maxLeads: number,
  ) {}

  add(lead: LeadRecord | null): void {
    if (this.closed) return;
    if (!lead) {
      this.invalid++;
      return;
    }
    if (this.seen.has(lead.username)) {
      this.duplicates++;
      return;
    }
    this.seen.add(lead.username);
    if (this.seen.size > this.maxLeads) {
      throw new DomainError(leadMessages.fileExceedsCredits(this.maxLeads), 'lead_credits_exceeded', 'forbidden');
    }
    this.batch.push(this.encode(lead));
    if (this.batch.length >= this.batchSize) this.flush();
  }

  flush(): void {
    if (this.closed || this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    // Batches are written side by side (each on its own connection), at most two at a time.
    const write = this.sink(batch);
    write.catch((error: unknown) => {
      this.failure ??= error;
    });
    this.writes.push(write);
    this.unfinished.add(write);
    write.then(
      () => this.unfinished.delete(write),
      () => this.unfinished.delete(write),
    );
  }

  /** Waits while too many batches are being written (the parser's back-pressure). */
  async room(): Promise<void> {
    while (this.writes.length >= MAX_PENDING_WRITES) {
      await this.writes.shift()?.catch(() => undefined);
    }
    if (this.failure) throw this.failure;
  }

  /** Waits for the writes under way, whatever their outcome: after a refusal, nothing is written any more. */
  async settle(): Promise<void> {
    this.closed = true;
    this.batch = [];
    this.writes.splice(0);
    await Promise.allSettled([...this.unfinished]);
  }

  async finish(): Promise<void> {
    this.flush();
    this.writes.splice(0);
    await Promise.allSettled([...this.unfinished]);
    if (this.failure) throw this.failure;
  }
}
