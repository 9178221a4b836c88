import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { KeyedQueue } from '../../../platform/commands/keyed-queue';
import { DATABASE_URL } from '../../../platform/database/database.module';

/**
 * One billing reconciliation per user at a time, across processes: read Stripe's current state and record it
 * while holding a PostgreSQL advisory lock on the user, so a later read is always recorded after an earlier
 * one (an older subscription state never lands over a newer). The locks live on a small pool of their own so
 * waiting for one never starves the app's queries; within a process, waiters queue per user first.
 */
@Injectable()
export class UserLocks implements OnModuleDestroy {
  private readonly pool: pg.Pool;
  private readonly queue = new KeyedQueue();
  private closing: Promise<void> | undefined;

  constructor(@Inject(DATABASE_URL) databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4, application_name: 'outtwit-billing-locks' });
    this.pool.on('error', () => undefined);
  }

  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.queue.run(userId, async () => {
      const client = await this.pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [`billing:${userId}`]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [`billing:${userId}`]);
        }
      } finally {
        client.release();
      }
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  /** Ends the pool once, however many shutdown hooks ask. */
  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}
