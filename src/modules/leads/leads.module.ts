import { Module } from '@nestjs/common';
import { AccountSessionsModule } from '../accounts';
import { BillingModule } from '../billing';
import { LEAD_SOURCE_WRITER } from '../dataset';
import { XModule } from '../x';
import { ChangeLeadLibraryHandler } from './commands/change-lead-library.handler';
import { DeleteLeadSourcesController } from './commands/delete-lead-sources.controller';
import { DatasetLeadSources } from './dataset-lead-sources';
import { RenameLeadSourceController } from './commands/rename-lead-source.controller';
import { ExportLeadsController } from './export/export-leads.controller';
import { LeadCreditsController } from './queries/lead-credits.controller';
import { LEAD_SOURCES_IN_USE, UsageTableLeadSourcesInUse } from './queries/lead-sources-in-use';
import { ListLeadSourcesController } from './queries/list-lead-sources.controller';
import { ListLeadsController } from './queries/list-leads.controller';
import { PlanLimitsReader } from './queries/plan-limits';
import { DemoTargetsController } from './scrape/demo-targets.controller';
import { ScrapeJobs } from './scrape/scrape-jobs.service';
import { ScrapesController } from './scrape/scrapes.controller';
import { LeadRows } from './upload/lead-rows';
import { LeadUploads } from './upload/lead-uploads.service';
import { MultipartBody } from './upload/multipart-body';
import { UploadLeadFileController } from './upload/upload-lead-file.controller';

/** Lead sources: uploaded (and later scraped or searched) lists of X accounts to message, and their leads. */
@Module({
  imports: [AccountSessionsModule, BillingModule, XModule],
  controllers: [
    UploadLeadFileController,
    LeadCreditsController,
    ListLeadSourcesController,
    ListLeadsController,
    ExportLeadsController,
    RenameLeadSourceController,
    DeleteLeadSourcesController,
    ScrapesController,
    DemoTargetsController,
  ],
  providers: [
    ChangeLeadLibraryHandler,
    PlanLimitsReader,
    LeadRows,
    LeadUploads,
    MultipartBody,
    ScrapeJobs,
    { provide: LEAD_SOURCES_IN_USE, useClass: UsageTableLeadSourcesInUse },
    { provide: LEAD_SOURCE_WRITER, useClass: DatasetLeadSources },
  ],
  exports: [LEAD_SOURCES_IN_USE, LEAD_SOURCE_WRITER],
})
export class LeadsModule {}
