import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service';

/** Background jobs on pg-boss and idempotent side effects, for every module. */
@Global()
@Module({ providers: [JobsService], exports: [JobsService] })
export class JobsModule {}
