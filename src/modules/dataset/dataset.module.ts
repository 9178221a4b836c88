import { Module } from '@nestjs/common';
import { LeadRows } from '../leads';
import { DatasetController } from './dataset.controller';
import { DatasetSearch } from './search/dataset-search.service';
import { DatasetSources } from './sources/dataset-sources.service';

/** The database of X profiles: its search, and lead sources made from it. */
@Module({
  controllers: [DatasetController],
  providers: [DatasetSearch, DatasetSources, LeadRows],
})
export class DatasetModule {}
