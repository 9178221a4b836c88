/**
 * The numbers of campaigns, templates and keyword samples (specification sections 3, 4 and 9, and the marked
 * few that are not in it): daily DM limits, lengths and counts the schemas, the deciders and the screens enforce.
 */

export const CAMPAIGN_LIMITS = {
  /** Daily DM limit: minimum, maximum and default. */
  dailyDmMin: 50,
  dailyDmMax: 450,
  dailyDmDefault: 100,
  /** The count actually sent in a day varies by plus or minus this fraction of the limit. */
  dailyDmVariation: 0.05,
  /** Campaign list cache in the browser (milliseconds). */
  listCacheMs: 5 * 60 * 1000,
  /** Toasts close after (milliseconds). */
  toastMs: 3000,
  /** Not in the specification: the longest names and the most sources one campaign takes. */
  maxNameLength: 100,
  maxSourcesPerCampaign: 100,
} as const;

export const TEMPLATE_LIMITS = {
  /** X's direct message limit in characters. */
  maxMessageLength: 10_000,
  /** Not in the specification: variations per template and the longest template name. */
  maxMessages: 50,
  maxNameLength: 100,
} as const;

export const SAMPLE_LIMITS = {
  /** Samples per type (include, exclude). */
  maxPerType: 5,
  /** Samples shown before 'show more'. */
  shown: 2,
  /** Keywords previewed on a sample. */
  previewKeywords: 3,
  /** Not in the specification: keywords per sample, a keyword's and a name's length. */
  maxKeywords: 100,
  maxKeywordLength: 100,
  maxNameLength: 100,
} as const;
