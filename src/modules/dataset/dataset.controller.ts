import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller } from '../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../platform/http/current-user';
import { type RateLimit, RateLimits } from '../../platform/http/rate-limits';
import {
  type CreateDatasetSourceAnswer,
  createDatasetSourceSchema,
  DATASET_LIMITS,
  datasetMessages,
  type SearchAnswer,
  type SearchPage,
  searchBodySchema,
  searchPageBodySchema,
} from './contract';
import { DatasetSearch } from './search/dataset-search.service';
import { DatasetSources } from './sources/dataset-sources.service';

/** Each search request (a preview or a page) counts; refused ones too. */
const SEARCH_RATE_LIMITS: RateLimit[] = [
  { name: 'dataset-search-minute', max: DATASET_LIMITS.searchesPerMinute, windowSeconds: 60 },
  { name: 'dataset-search-hour', max: DATASET_LIMITS.searchesPerHour, windowSeconds: 3600 },
];

@ApiTags('Database of X profiles')
@Controller('dataset')
@UseGuards(SignedInGuard)
export class DatasetController {
  constructor(
    private readonly search: DatasetSearch,
    private readonly sources: DatasetSources,
    private readonly rateLimits: RateLimits,
  ) {}

  /**
   * Searches the database: `{ criteria, limit }` answers the first 10 matches and how many match up to the
   * limit; `{ criteria, after }` answers the next batch of up to 1,000 after the cursor (null: the first).
   * At most 60 searches a minute and 600 an hour per user (429 with the wait).
   */
  @Post('search')
  @HttpCode(200)
  async find(@CommandCaller() caller: Caller, @Body() body: unknown): Promise<SearchAnswer | SearchPage> {
    await this.rateLimits.consume(caller.user.workspaceId, SEARCH_RATE_LIMITS, datasetMessages.tooManySearches);
    if (typeof body === 'object' && body !== null && 'after' in body) {
      const page = searchPageBodySchema.parse(body);
      return this.search.page(caller.user.workspaceId, page.criteria, page.after);
    }
    const search = searchBodySchema.parse(body ?? {});
    return this.search.search(caller.user.workspaceId, search.criteria, search.limit);
  }

  /** Creates a 'dataset' lead source from the matches (the free plan's cut to 200). */
  @Post('lead-sources')
  @HttpCode(201)
  create(@CommandCaller() caller: Caller, @Body() body: unknown): Promise<CreateDatasetSourceAnswer> {
    return this.sources.create(caller, createDatasetSourceSchema.parse(body ?? {}));
  }
}
