import { Module } from '@nestjs/common';
import { allProcessManagers } from '../../process-managers';
import { PROCESS_MANAGERS, ProcessManagersService } from './process-managers.service';

/** The process managers listed in src/process-managers.ts, run in the workers role. */
@Module({
  providers: [{ provide: PROCESS_MANAGERS, useValue: allProcessManagers }, ProcessManagersService],
  exports: [ProcessManagersService],
})
export class ProcessManagersModule {}
