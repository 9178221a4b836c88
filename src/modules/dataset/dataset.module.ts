import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { RateLimits } from '../../platform/http/rate-limits';
import { resolveAuthSecret } from '../identity';
import { DatasetController } from './dataset.controller';
import { CURSOR_KEY, cursorKeyFrom } from './search/cursor';
import { DatasetSearch } from './search/dataset-search.service';
import { DatasetSources } from './sources/dataset-sources.service';

/** The modules that provide what the dataset context needs of others: the lead source writer. */
export interface DatasetPorts {
  /** Provides LEAD_SOURCE_WRITER (the lead sources context's module). */
  leads: Type | DynamicModule;
}

/**
 * The database of X profiles: its search, and lead sources made from it. Registered by the app with the lead
 * sources port: the lead sources context depends on this one (scrapes feed it), so this module cannot import it.
 */
@Module({})
export class DatasetModule {
  static register(ports: DatasetPorts): DynamicModule {
    return {
      module: DatasetModule,
      imports: [ports.leads],
      controllers: [DatasetController],
      providers: [
        DatasetSearch,
        DatasetSources,
        RateLimits,
        { provide: CURSOR_KEY, inject: [APP_CONFIG], useFactory: async (config: AppConfig) => cursorKeyFrom(await resolveAuthSecret(config)) },
      ],
    };
  }
}
