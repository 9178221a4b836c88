import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.port';
import { LIVE_CHANNEL, type LiveChangeSource } from './live-change';
import { encodePayloads } from './live-payload';

export const LIVE_CHANGE_SOURCES = Symbol('LiveChangeSources');

/**
 * Runs where projections run: after a projection's batch commits, tells every api process which users'
 * resources changed, through PostgreSQL NOTIFY (one statement per batch, payloads under NOTIFY's limit).
 */
@Injectable()
export class LivePublisher {
  private readonly sources: Map<string, LiveChangeSource>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(LIVE_CHANGE_SOURCES) sources: LiveChangeSource[],
  ) {
    this.sources = new Map(sources.map((source) => [source.projection, source]));
  }

  async publish(projection: { name: string }, events: readonly RecordedEvent[]): Promise<void> {
    const source = this.sources.get(projection.name);
    if (!source || events.length === 0) return;
    const payloads = encodePayloads(source.changes(events));
    if (payloads.length === 0) return;
    await sql`select pg_notify(${LIVE_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(this.db);
  }
}
