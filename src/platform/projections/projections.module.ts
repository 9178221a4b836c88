import { Global, Module } from '@nestjs/common';
import { allProjections } from '../../../projections';
import { PROJECTION_NAMES } from '../http/health.controller';
import { PROJECTIONS, ProjectionRunnerService } from './projection-runner.service';

/** The projection runner, over every projection listed in projections/index.ts. */
// Global: platform infrastructure; read-your-writes and the health endpoint (PlatformModule) read the projection list.
@Global()
@Module({
  providers: [
    { provide: PROJECTIONS, useValue: allProjections },
    { provide: PROJECTION_NAMES, useValue: allProjections.map((projection) => projection.name) },
    ProjectionRunnerService,
  ],
  exports: [ProjectionRunnerService, PROJECTIONS, PROJECTION_NAMES],
})
export class ProjectionsModule {}
