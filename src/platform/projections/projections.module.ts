import { Global, Module } from '@nestjs/common';
import { allProjections } from '../../../projections';
import { PROJECTIONS, ProjectionRunnerService } from './projection-runner.service';

/** The projection runner, over every projection listed in projections/index.ts. */
@Global()
@Module({
  providers: [{ provide: PROJECTIONS, useValue: allProjections }, ProjectionRunnerService],
  exports: [ProjectionRunnerService],
})
export class ProjectionsModule {}
