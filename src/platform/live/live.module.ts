import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { allLiveChanges } from '../../../projections/live-changes';
import { AFTER_PROJECTION_COMMIT, type AfterProjectionCommit } from '../projections/after-commit';
import { LiveController } from './live.controller';
import type { LiveChangeSource } from './live-change';
import { LiveListener } from './live-listener';
import { LIVE_CHANGE_SOURCES, LivePublisher } from './live-publisher';
import { LiveStreams } from './live-streams';

const sources: LiveChangeSource[] = allLiveChanges;

/**
 * Live updates: projections publish what changed after each commit (LivePublisher, through the runner's
 * after-commit hook), every api process listens (LiveListener) and streams each user's changes to their
 * browsers (GET /api/live).
 */
// Global: platform infrastructure; the projection runner publishes after each commit through it.
@Global()
@Module({
  // Unbounded: each open stream adds listeners.
  imports: [EventEmitterModule.forRoot({ maxListeners: 0 })],
  controllers: [LiveController],
  providers: [
    { provide: LIVE_CHANGE_SOURCES, useValue: sources },
    LivePublisher,
    {
      provide: AFTER_PROJECTION_COMMIT,
      inject: [LivePublisher],
      useFactory: (publisher: LivePublisher): AfterProjectionCommit => (projection, events) => publisher.publish(projection, events),
    },
    LiveListener,
    LiveStreams,
  ],
  exports: [AFTER_PROJECTION_COMMIT, LiveStreams],
})
export class LiveModule {}
