/** The lead sources' limits: the specification's (sections 6 and 9) and this API's own. */
import { BASIC_LEAD_CREDITS, FREE_LEAD_CREDITS, PRO_LEAD_CREDITS } from '../../billing/contract';

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
  fallbackCredits: { free: FREE_LEAD_CREDITS, basic: BASIC_LEAD_CREDITS, pro: PRO_LEAD_CREDITS },
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
