import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';

/**
 * The question other contexts ask of Do Not Contact: which of these usernames may never be messaged by this
 * user? The campaign runner asks it before every send.
 */
export interface DoNotContactLookup {
  /** The ones among `usernames` (cleaned, lower case) on the user's list. */
  listedAmong(userId: string, usernames: readonly string[]): Promise<Set<string>>;
}
export const DO_NOT_CONTACT_LOOKUP = Symbol('DoNotContactLookup');

/** Answers from the Do Not Contact read model, one indexed query per call. */
@Injectable()
export class ReadModelDoNotContactLookup implements DoNotContactLookup {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async listedAmong(userId: string, usernames: readonly string[]): Promise<Set<string>> {
    if (usernames.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('dnc_entries')
      .select('username')
      .where('user_id', '=', userId)
      .where('username', 'in', [...new Set(usernames)])
      .execute();
    return new Set(rows.map((row) => row.username));
  }
}
