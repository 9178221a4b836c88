import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/database';
import type { Position } from '../event-store/event-store.port';

export const READ_SIDE_BEHIND_HEADER = 'x-read-side-behind';

/**
 * Waits until the named projections' checkpoints reach a position, so a command's response is followed by
 * reads that see it. Bounded: after the timeout the caller answers anyway and says the read side is behind.
 * Checkpoints live in PostgreSQL, so this works when projections run in another process.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** True once every projection has reached `position`; false if the timeout passed first. */
  async waitFor(position: Position | undefined, projections: readonly string[], timeoutMs = this.config.READ_YOUR_WRITES_TIMEOUT_MS) {
    if (!position || projections.length === 0) return true;
    const deadline = Date.now() + timeoutMs;
    let delay = 5;
    for (;;) {
      const row = await this.db
        .selectFrom('subscription_checkpoints')
        .select((eb) => eb.fn.countAll<string>().as('reached'))
        .where('name', 'in', projections)
        .where((eb) =>
          eb(
            eb.refTuple('position_major', 'position_minor'),
            '>=',
            eb.tuple(eb.cast<string>(eb.val(position.major.toString()), 'numeric'), eb.cast<string>(eb.val(position.minor.toString()), 'numeric')),
          ),
        )
        .executeTakeFirst();
      if (Number(row?.reached ?? 0) >= projections.length) return true;
      if (Date.now() >= deadline) return false;
      await sleep(Math.min(delay, Math.max(1, deadline - Date.now())));
      delay = Math.min(delay * 2, 50);
    }
  }

  /** Holds a command's answer until the projections show its change, or marks the answer as ahead of them. */
  async beforeAnswering(reply: FastifyReply, position: Position | undefined, projections: readonly string[]) {
    if (!(await this.waitFor(position, projections))) void reply.header(READ_SIDE_BEHIND_HEADER, 'true');
  }
}
