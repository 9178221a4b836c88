/** The lead sources' messages, word for word from the specification, and how counts are written in them. */

import { LEAD_LIMITS } from './limits';

/** Counts as people read them: 5,000 not 5000. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

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
