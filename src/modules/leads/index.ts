/**
 * The lead sources context's public surface: its events and stream id, and the in-use lookup (which sources
 * running, paused or completed campaigns hold) with the table the campaigns context keeps for it.
 * Its public read model: the `lead_source_summaries` view (id, user_id, name, status, total_leads, csv_columns)
 * for the contexts that name, check or read a source, and the `source_leads` view (source_id, username, name,
 * followers_count, can_dm, metadata: each source's leads in username order) for the runner's SQL functions;
 * its other tables are its own.
 */
export * from './library/events';
export { HOLDING_CAMPAIGN_STATUSES, LEAD_SOURCES_IN_USE, type LeadSourcesInUse } from './queries/lead-sources-in-use';
export { ChangeLeadLibrary } from './commands/change-lead-library.command';
export { LeadRows } from './upload/lead-rows';
export { LeadsModule } from './leads.module';
export { attachmentHeader, BYTE_ORDER_MARK, csvLines, type ExportValue } from './export/csv-export';
