import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller } from '../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../platform/http/current-user';
import {
  type CreateDatasetSourceAnswer,
  createDatasetSourceSchema,
  type SearchAnswer,
  type SearchPage,
  searchBodySchema,
  searchPageBodySchema,
} from './contract';
import { DatasetSearch } from './search/dataset-search.service';
import { DatasetSources } from './sources/dataset-sources.service';

@ApiTags('Database of X profiles')
@Controller('dataset')
@UseGuards(SignedInGuard)
export class DatasetController {
  constructor(
    private readonly search: DatasetSearch,
    private readonly sources: DatasetSources,
  ) {}

  /**
   * Searches the database: `{ criteria, limit }` answers the first 10 matches and how many match up to the
   * limit; `{ criteria, after }` answers the next batch of up to 1,000 after the cursor (null: the first).
   */
  @Post('search')
  @HttpCode(200)
  find(@CommandCaller() caller: Caller, @Body() body: unknown): Promise<SearchAnswer | SearchPage> {
    if (typeof body === 'object' && body !== null && 'after' in body) {
      const page = searchPageBodySchema.parse(body);
      return this.search.page(caller.user.id, page.criteria, page.after);
    }
    const search = searchBodySchema.parse(body ?? {});
    return this.search.search(caller.user.id, search.criteria, search.limit);
  }

  /** Creates a 'dataset' lead source from the matches (the free plan's cut to 200). */
  @Post('lead-sources')
  @HttpCode(201)
  create(@CommandCaller() caller: Caller, @Body() body: unknown): Promise<CreateDatasetSourceAnswer> {
    return this.sources.create(caller, createDatasetSourceSchema.parse(body ?? {}));
  }
}
