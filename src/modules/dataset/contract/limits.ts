/** The database search's limits: the specification's (sections 6, 7 and 9) and the marked few that are not in it. */

/** Limits of the specification (sections 6, 7 and 9). */
export const DATASET_LIMITS = {
  /** Rows per fetch of the search (a keyset page). */
  batchSize: 1000,
  /** Rows of the results table's preview. */
  previewRows: 10,
  /** Leads fetched when no number is given. */
  defaultLeadLimit: 10_000,
  /** The free plan's leads per database source (and its fixed number of leads). */
  freeLeadLimit: 200,
  /** The default (and largest) followers / following maximum. */
  filterMaximum: 999_999_999,
  /** The largest number of leads one source takes from the database. */
  maxLeadLimit: 100_000,
  /** Keywords per list, include or exclude (not in the specification, whose help recommends 2-3). */
  maxKeywords: 20,
  /** Excluded locations: the 95 of 'Add 3rd World' and 25 more (not in the specification). */
  maxLocations: 120,
  /** How long one search statement may run before it is stopped (not in the specification). */
  searchTimeoutMs: 5000,
  /** Searches (each request: a preview or a page) per user per minute and per hour (not in the specification). */
  searchesPerMinute: 60,
  searchesPerHour: 600,
  /** The longest keyword or location (not in the specification). */
  maxTermLength: 100,
  /** The longest source name (as for every lead source). */
  maxNameLength: 100,
} as const;
