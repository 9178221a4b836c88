import { Global, Module } from '@nestjs/common';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/database';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { createLogger } from '../logging/logger';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { AggregateStreams } from './aggregate-streams';
import { Commands } from './command-endpoint';
import { AGGREGATE_STREAMS } from './decider-command-handler';
import { PostgresSnapshotStore } from './snapshot-store';

/** The write side every context uses: aggregate streams (with snapshots and a state cache) and command endpoints. */
// Global: platform infrastructure; aggregate streams and command endpoints are every context's write side.
@Global()
@Module({
  providers: [
    {
      provide: AGGREGATE_STREAMS,
      inject: [EVENT_STORE, DATABASE, APP_CONFIG],
      useFactory: (store: EventStore, db: Database, config: AppConfig) => {
        const logger = createLogger(config.LOG_LEVEL).child({ context: 'commands' });
        return new AggregateStreams({
          store,
          snapshots: new PostgresSnapshotStore(db),
          onSnapshotError: (streamId, error) => logger.warn({ streamId, err: String(error) }, 'snapshot not written'),
        });
      },
    },
    Commands,
  ],
  exports: [AGGREGATE_STREAMS, Commands],
})
export class CommandsModule {}
