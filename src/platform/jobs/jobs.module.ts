import { Global, Module } from '@nestjs/common';
import { JOB_QUEUE_HEALTH } from '../http/health.controller';
import { JobsService } from './jobs.service';

/** Background jobs on pg-boss and idempotent side effects, for every module. */
// Global: platform infrastructure; every context sends and works jobs.
@Global()
@Module({
  providers: [JobsService, { provide: JOB_QUEUE_HEALTH, useExisting: JobsService }],
  exports: [JobsService, JOB_QUEUE_HEALTH],
})
export class JobsModule {}
