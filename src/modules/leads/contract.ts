import { z } from 'zod';

/**
 * The lead sources contract, imported by the API and the UI: the specification's messages (word for word),
 * limits, the requests' schemas and the answers' shapes.
 *
 * Routes (all under /api, signed in, every query scoped to the signed-in user; errors answer `{ message, code }`):
 *
 * | method and path | body / parameters | answer |
 * | --- | --- | --- |
 * | GET /api/lead-sources | ra-data-simple-rest: sort=["field","ASC"], range=[0,19], filter={"q","source_type","status","id"} | `LeadSourceRow[]` + Content-Range `lead-sources 0-19/42` |
 * | GET /api/lead-sources/:id | | `LeadSourceRow` (404 `leadMessages.notFound`) |
 * | POST /api/lead-sources/upload | multipart/form-data: `name` (text field, before the file: a file part first is refused) and `file` (.csv or .json) | `UploadAnswer` (201); 429 `leadMessages.uploadsInProgress` beyond 2 at a time per user |
 * | PATCH /api/lead-sources/:id, PUT /api/lead-sources/:id, POST /api/lead-sources/:id/rename | `{ name }` | `RenameAnswer` |
 * | DELETE /api/lead-sources/:id | | `DeleteAnswer` (409 `leadMessages.inUse` when in use) |
 * | POST /api/lead-sources/delete | `{ ids: string[] }` | `BulkDeleteAnswer`; all or nothing (409 when any is in use, 404 when any is not the user's) |
 * | GET /api/lead-sources/:id/leads | sort=["username","ASC"], range=[0,19] (20 per page) | `LeadRow[]` + Content-Range `leads 0-19/250` |
 * | GET /api/lead-sources/:id/export | | text/csv file (Pro only: 403 otherwise), see `EXPORT_COLUMNS` |
 * | GET /api/lead-credits | | `LeadCreditsAnswer` |
 *
 * Messages the UI wraps: a failed upload answers the detail (e.g. 'CSV file must contain a username column');
 * the screen shows `leadMessages.processFailed(detail)`.
 */

/** Counts as people read them: 5,000 not 5000. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

export const sourceTypes = ['csv', 'followers', 'following', 'retweeters', 'favorites', 'dataset'] as const;
export type SourceType = (typeof sourceTypes)[number];

/** Type labels shown on cards and the detail header. */
export const sourceTypeLabels: Readonly<Record<SourceType, string>> = {
  csv: 'CSV Upload',
  followers: 'Followers',
  following: 'Following',
  retweeters: 'Retweeters',
  favorites: 'Favorites',
  dataset: 'OutTwit Database',
};

export const sourceStatuses = ['ready', 'active', 'pending', 'preparing', 'connecting', 'scraping', 'completed', 'failed'] as const;
export type SourceStatus = (typeof sourceStatuses)[number];

/** Status labels (specification section 4); 'In Use' overrides them for a source used by a campaign. */
export const sourceStatusLabels: Readonly<Record<SourceStatus, string>> = {
  ready: 'Ready',
  active: 'Active',
  pending: 'Queued',
  preparing: 'Preparing',
  connecting: 'Connecting',
  scraping: 'Scraping',
  completed: 'Completed',
  failed: 'Failed',
};
export const IN_USE_LABEL = 'In Use';

/** The status filter's choices (specification section 9). */
export const statusFilterChoices = ['ready', 'active', 'completed', 'failed', 'scraping'] as const;

/** Limits of the specification (sections 6 and 9) and of this API. */
export const LEAD_LIMITS = {
  /** The free plan's lead sources. */
  freeMaxSources: 3,
  /** Upload size. */
  maxUploadBytes: 50 * 1024 * 1024,
  /** Leads per page on the detail view. */
  pageSize: 20,
  /** Rows per page the export reads from the database. */
  exportPageSize: 1000,
  /** Rows of the upload preview. */
  previewRows: 5,
  /** The longest source name (not in the specification). */
  maxNameLength: 100,
  /** Credit bar thresholds in percent: the panel turns amber above 75 and red above 90; a card amber above 50. */
  panelAmberAbove: 75,
  panelRedAbove: 90,
  cardAmberAbove: 50,
  /** Credits by plan when the plan record has none (the plan record's lead_credits_limit comes first). */
  fallbackCredits: { free: 10_000, basic: 50_000, pro: 100_000 },
  /** The most ids one bulk delete takes. */
  maxBulkDelete: 1000,
  /** Uploads one user may have in progress at a time (per API process). */
  maxConcurrentUploads: 2,
  /** A JSON file is parsed whole, so it is capped below the general upload size. */
  maxJsonBytes: 10 * 1024 * 1024,
  /** Columns kept besides the username, and the longest column name. */
  maxColumns: 50,
  maxColumnNameLength: 100,
} as const;

export const leadMessages = {
  // Screens
  freePlanHeader: 'Free plan limit: 3 lead sources',
  chooseType: 'Choose Lead Source Type',
  backToSources: 'Back to Lead Sources',
  notFound: 'Lead source data not found or error loading.',
  noLeadsOnPage: 'No leads to display for the current selection or page.',
  downloadTooltip: 'Upgrade to Pro to download leads as CSV',
  // CSV upload
  fileAndNameRequired: 'Please select a CSV file and enter a source name',
  usernameColumnRequired: 'CSV file must contain a username column',
  parseError: 'Error parsing CSV file',
  invalidJson: 'Invalid JSON format: Expected array of usernames or object with usernames and metadata',
  noValidUsernames: 'No valid usernames found in the file',
  csvParsingError: (detail: string) => `CSV parsing error: ${detail}`,
  duplicateSourceName: 'This source name already exists. Please use a different name.',
  fileProcessed: (n: number) => `File processed successfully with ${formatCount(n)} leads`,
  processFailed: (detail: string) => `Failed to process file: ${detail}`,
  created: 'Lead source created successfully',
  createFailed: 'Failed to create lead source',
  // Rename
  nameBlank: 'Lead source name cannot be blank.',
  nameTaken: (name: string) => `A lead source with the name "${name}" already exists. Please use a different name.`,
  renamed: 'Lead source name updated successfully',
  renameFailed: 'Failed to update lead source name',
  // Delete
  inUse: 'Cannot delete a lead source that is being used in any running, paused, or completed campaigns.',
  inUseHint: 'To delete this lead source, you must first delete all campaigns using it.',
  deleted: 'Lead source deleted successfully',
  deletedMany: (n: number) => `${formatCount(n)} lead sources deleted successfully`,
  deleteFailed: 'Failed to delete lead source',
  deleteSomeFailed: 'Failed to delete some lead sources',
  // Export
  exported: 'Lead source exported successfully',
  nothingToExport: 'This lead source has no leads to export.',
  exportFailed: 'Failed to export lead source.',
  detailNothingToExport: 'No leads found to export.',
  detailExportFailed: 'An error occurred while exporting the CSV.',
  // Credits
  creditsExhaustedFree: 'Upgrade to use OutTwit Lead Scraper and Full Potential of OutTwit Lead Dataset!',
  creditsExhaustedPaid:
    "You've reached your leads limit. Delete existing Lead Source or upgrade to a higher plan to scrape new Leads!",
  // Scraping (shown by the list's failed sources)
  scrapingFailed: 'Scraping Failed',
  scrapingFailedFallback: 'An error occurred during scraping',
  createWithValidTargets: 'Please create a new lead source with valid targets.',
  // Not in the specification's catalogue: the answers for an oversized file, a fourth free source, too long a
  // name, too many ids, an import larger than the credits left, a file sent before its name, too many uploads at
  // once, an upload cut by a restart, and too many or too long columns (details of 'CSV parsing error: ...').
  fileTooLarge: 'The file is larger than 50 MB. Please upload a smaller file.',
  jsonTooLarge: 'A JSON file can be at most 10 MB. Please upload a larger list as a CSV file.',
  nameBeforeFile: 'Please select a CSV file and enter a source name. The name field must come before the file.',
  uploadsInProgress: `You already have ${LEAD_LIMITS.maxConcurrentUploads} uploads in progress. Please wait for one to finish before starting another.`,
  uploadInterrupted: 'The server is restarting. Please upload the file again in a moment.',
  tooManyColumns: `more than ${LEAD_LIMITS.maxColumns} columns besides the username (at most ${LEAD_LIMITS.maxColumns} are kept)`,
  columnNameTooLong: `a column name is longer than ${LEAD_LIMITS.maxColumnNameLength} characters`,
  freeSourceLimit: 'Free plan limit: 3 lead sources. Upgrade your plan to add more lead sources.',
  nameTooLong: `Lead source name must be at most ${LEAD_LIMITS.maxNameLength} characters.`,
  tooManyIds: 'Please select at most 1,000 lead sources at once',
  notEnoughCredits: (leads: number, remaining: number) =>
    `This file has ${formatCount(leads)} leads but only ${formatCount(remaining)} lead credits are left. ` +
    "You've reached your leads limit. Delete existing Lead Source or upgrade to a higher plan to scrape new Leads!",
  fileExceedsCredits: (remaining: number) =>
    `This file has more leads than the ${formatCount(remaining)} lead credits left. ` +
    "You've reached your leads limit. Delete existing Lead Source or upgrade to a higher plan to scrape new Leads!",
} as const;

/** The name of an uploaded or renamed source: trimmed, not blank, at most 100 characters. */
export const sourceNameSchema = z
  .string({ error: leadMessages.nameBlank })
  .transform((name) => name.trim())
  .pipe(z.string().min(1, { error: leadMessages.nameBlank }).max(LEAD_LIMITS.maxNameLength, { error: leadMessages.nameTooLong }));

/** PATCH /api/lead-sources/:id (and PUT, POST .../rename): the new name. */
export const renameSourceSchema = z.object({ name: sourceNameSchema }, { error: leadMessages.nameBlank });
export type RenameSourceBody = z.input<typeof renameSourceSchema>;

/** POST /api/lead-sources/delete: the sources to delete, all or none. */
export const bulkDeleteSchema = z.object({
  ids: z.array(z.string()).min(1).max(LEAD_LIMITS.maxBulkDelete, { error: leadMessages.tooManyIds }),
});
export type BulkDeleteBody = z.input<typeof bulkDeleteSchema>;

/** One row of GET /api/lead-sources and the answer of GET /api/lead-sources/:id (the specification's names). */
export interface LeadSourceRow {
  id: string;
  name: string;
  source_type: SourceType;
  status: SourceStatus;
  total_leads: number;
  created_at: string;
  updated_at: string;
  csv_filename: string | null;
  error_message: string | null;
  /** The uploaded file's columns other than the username (kept as text metadata per lead). */
  csv_columns: string[];
  /** Ids of the running, paused or completed campaigns using the source. */
  campaign_ids: string[];
  /** True when any running, paused or completed campaign uses it: it shows 'In Use' and cannot be deleted. */
  in_use: boolean;
  /** Scraped sources: what was asked for (cards show the first 3 of each list with '+N more'). */
  scrape_type: 'accounts' | 'interactions' | null;
  target_accounts: string[];
  post_links: string[];
  include_keywords: string[];
  exclude_keywords: string[];
  exclude_locations: string[];
  /** The system notes of a scrape: targets that could not be read, and the warning variant's text. */
  failed_targets: { username: string; error: string }[];
  warning: string | null;
  /** A scrape stopped at the lead credit limit (the credits banner applies). */
  credit_limit_reached: boolean;
  /** Database sources: the search they were made with (specification section 3's search-criteria record). */
  search_criteria: Record<string, unknown> | null;
}

/** Sort fields of the list; the default is newest first (created_at DESC). */
export const leadSourceSortFields = ['created_at', 'total_leads', 'name', 'id'] as const;

/** One lead of GET /api/lead-sources/:id/leads, ordered by username. */
export interface LeadRow {
  /** `${source id}:${username}` */
  id: string;
  lead_source_id: string;
  username: string;
  name: string | null;
  bio: string | null;
  bio_urls: string[];
  urls: string[];
  location: string | null;
  verified: boolean | null;
  followers_count: number | null;
  following_count: number | null;
  can_dm: boolean | null;
  /** The upload's other columns, as text. */
  metadata: Record<string, string>;
}

/** The export's columns, in order, as its header row (specification section 7). */
export const EXPORT_COLUMNS = [
  'username',
  'name',
  'bio',
  'bio_urls',
  'urls',
  'location',
  'followers_count',
  'following_count',
  'verified',
] as const;

/** The export's file name: the source name with spaces as underscores, plus _leads.csv. */
export const exportFileName = (sourceName: string) => `${sourceName.replace(/ /g, '_')}_leads.csv`;

/** Upload columns taken into the lead's own fields (matched case-insensitively); others go to metadata. */
export const LEAD_FIELD_COLUMNS = [
  'name',
  'bio',
  'location',
  'followers_count',
  'following_count',
  'verified',
  'bio_urls',
  'urls',
] as const;

/** The username column: the first header containing 'username' or 'handle' (case-insensitive). */
export function findUsernameColumn(headers: readonly string[]): number {
  return headers.findIndex((header) => /username|handle/i.test(header));
}

/** The separator of a file, from its header line: tab, semicolon or comma (the most frequent; comma by default). */
export function detectSeparator(headerLine: string): ',' | '\t' | ';' {
  const counts = ([',', '\t', ';'] as const).map((separator) => [separator, headerLine.split(separator).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

/** The answer to POST /api/lead-sources/upload. */
export interface UploadAnswer {
  id: string;
  name: string;
  total_leads: number;
  /** Rows whose username repeated an earlier row's (dropped). */
  duplicates_dropped: number;
  /** Rows without a valid X username (skipped). */
  invalid_skipped: number;
  /** 'File processed successfully with {n} leads' */
  message: string;
}

/** The answer to a rename. */
export interface RenameAnswer {
  id: string;
  name: string;
  message: string;
}

/** The answer to DELETE /api/lead-sources/:id. */
export interface DeleteAnswer {
  id: string;
  message: string;
}

/** The answer to POST /api/lead-sources/delete. */
export interface BulkDeleteAnswer {
  ids: string[];
  message: string;
}

/** GET /api/lead-credits: the credits panel and the New Lead Source button. */
export interface LeadCreditsAnswer {
  plan: 'free' | 'basic' | 'pro';
  /** Sum of total_leads over the user's sources. */
  used: number;
  limit: number;
  remaining: number;
  /** used / limit * 100, to one decimal. */
  percent: number;
  /** 'normal', or 'amber' above 75 %, 'red' above 90 %. */
  level: 'normal' | 'amber' | 'red';
  source_count: number;
  /** 3 on the free plan, null otherwise. */
  max_sources: number | null;
  /** False at the credit limit or the free plan's source limit: New Lead Source is hidden. */
  can_create: boolean;
  /** Each source's share of the limit, to one decimal; amber above 50 %. */
  sources: { id: string; name: string; total_leads: number; percent: number; amber: boolean }[];
}

/** A percentage of the limit to one decimal (0 when the limit is 0). */
export function percentOfLimit(leads: number, limit: number): number {
  if (limit <= 0) return leads > 0 ? 100 : 0;
  return Math.round((leads / limit) * 1000) / 10;
}

/** The credits panel's colour. */
export function creditsLevel(percent: number): LeadCreditsAnswer['level'] {
  if (percent > LEAD_LIMITS.panelRedAbove) return 'red';
  if (percent > LEAD_LIMITS.panelAmberAbove) return 'amber';
  return 'normal';
}
