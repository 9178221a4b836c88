import { Logger } from '@nestjs/common';
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { ConcurrencyError, type EventStore } from '../../../platform/event-store/event-store.port';
import { type UserRegistered, userRegisteredEventId, userStreamId } from './events';

export interface NewUser {
  id: string;
  email: string;
  createdAt: Date;
}

/**
 * Records UserRegistered for each account better-auth creates, then marks the user recorded (identity's own
 * table, so that the catch-up needs no event store table). The event id derives from the user id, so recording
 * the same user twice appends once; users not marked (the process stopped between the user's commit and the
 * mark) are caught up at start.
 */
export class UserRegistrations {
  private readonly logger = new Logger('UserRegistrations');

  constructor(
    private readonly eventStore: EventStore,
    private readonly db: Database,
  ) {}

  async record(user: NewUser): Promise<void> {
    const event: UserRegistered = {
      type: 'UserRegistered',
      data: { userId: user.id, email: user.email, registeredAt: user.createdAt.toISOString() },
    };
    await this.eventStore.appendToStream(userStreamId(user.id), 'no_stream', [
      { id: userRegisteredEventId(user.id), type: event.type, data: event.data, metadata: { userId: user.id } },
    ]);
    await this.markRecorded(user.id);
  }

  private async markRecorded(userId: string): Promise<void> {
    await this.db.insertInto('recorded_registrations').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  }

  /** Never fails the sign-up: a failed append is logged and caught up at the next start. */
  async recordOrLog(user: NewUser): Promise<void> {
    try {
      await this.record(user);
    } catch (error) {
      this.logger.error(`UserRegistered for ${user.id} not recorded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * Records the recent users not marked recorded; answers how many. A user whose event was appended but not
   * marked (the process stopped in between) is only marked: the append finds the event by its id.
   */
  async catchUp(sinceDays = 7): Promise<number> {
    const rows = await this.db
      .selectFrom('user as u')
      .select(['u.id', 'u.email', 'u.createdAt'])
      .where('u.createdAt', '>', sql<Date>`now() - make_interval(days => ${sinceDays})`)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('recorded_registrations as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id'))))
      .orderBy('u.createdAt')
      .execute();
    let appended = 0;
    for (const row of rows) {
      try {
        await this.record(row);
        appended++;
      } catch (error) {
        // The stream exists already: the registration was recorded.
        if (!(error instanceof ConcurrencyError)) throw error;
        await this.markRecorded(row.id);
      }
    }
    return appended;
  }
}
