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
 * Records UserRegistered for each account better-auth creates. The event id derives from the user id, so
 * recording the same user twice appends once; users whose event is missing (the process stopped between
 * the user's commit and the append) are caught up at start.
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
   * Appends the events of recent users that have none yet; answers how many were appended. Looks at the
   * PostgreSQL stream table; on another event store every recent user is retried, which is harmless.
   */
  async catchUp(sinceDays = 7): Promise<number> {
    const rows = await this.db
      .selectFrom('user as u')
      .select(['u.id', 'u.email', 'u.createdAt'])
      .where('u.createdAt', '>', sql<Date>`now() - make_interval(days => ${sinceDays})`)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('streams as s').select('s.stream_id').where('s.stream_id', '=', sql<string>`'user-' || u.id`))))
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
      }
    }
    return appended;
  }
}
