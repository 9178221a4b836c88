/** The lead sources' types and statuses with the labels the screens show for them, and the status filter's choices. */

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
