/** The CSV export of a source: its columns in order and its file name. */

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
