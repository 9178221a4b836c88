import { Module } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { RateLimits } from '../../platform/http/rate-limits';
import { resolveAuthSecret } from '../identity';
import { LeadRows } from '../leads';
import { DatasetController } from './dataset.controller';
import { CURSOR_KEY, cursorKeyFrom } from './search/cursor';
import { DatasetSearch } from './search/dataset-search.service';
import { DatasetSources } from './sources/dataset-sources.service';

/** The database of X profiles: its search, and lead sources made from it. */
@Module({
  controllers: [DatasetController],
  providers: [
    DatasetSearch,
    DatasetSources,
    LeadRows,
    RateLimits,
    { provide: CURSOR_KEY, inject: [APP_CONFIG], useFactory: async (config: AppConfig) => cursorKeyFrom(await resolveAuthSecret(config)) },
  ],
})
export class DatasetModule {}
