import { DomainError } from '../../../platform/http/domain-error';
import { LEAD_LIMITS, leadMessages } from '../contract';

/**
 * Uploads in progress, per user: each one holds memory, a database connection for its writes and a parser, so
 * one user may run at most `LEAD_LIMITS.maxConcurrentUploads` at a time (in this process); one more is a 429.
 */
export class UploadSlots {
  private readonly taken = new Map<string, number>();

  constructor(private readonly perUser: number = LEAD_LIMITS.maxConcurrentUploads) {}

  /** Takes a slot for `userId`, or refuses; the answer gives the slot back (once, however often it is called). */
  claim(userId: string): () => void {
    const held = this.taken.get(userId) ?? 0;
    if (held >= this.perUser) throw new DomainError(leadMessages.uploadsInProgress, 'uploads_in_progress', 'rate_limited');
    this.taken.set(userId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.taken.get(userId) ?? 1) - 1;
      if (left > 0) this.taken.set(userId, left);
      else this.taken.delete(userId);
    };
  }
}
