import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { SignedInGuard } from '../../platform/http/current-user';
import type { RoadmapRow } from './contract';
import { roadmapRowsOf } from './queries/rows';

/** The product roadmap, read by every signed-in user; operators change it with `npm run roadmap`. */
@ApiTags('Roadmap')
@Controller('roadmap')
@UseGuards(SignedInGuard)
export class RoadmapController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Planned, then in-progress, then completed. */
  @Get()
  list(): Promise<RoadmapRow[]> {
    return roadmapRowsOf(this.db);
  }
}
