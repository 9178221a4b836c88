import type { Generated } from 'kysely';
import type { DefaultTimestamp, Nullable } from '../columns';

/** The database of X profiles: bulk rows (not a read model), one per X user id, the newest data wins. */
export interface XProfilesTable {
  id: string;
  username: string;
  name: Nullable<string>;
  bio: Nullable<string>;
  bio_urls: Generated<string[]>;
  urls: Generated<string[]>;
  location: Nullable<string>;
  verified: Generated<boolean>;
  followers_count: Generated<number>;
  following_count: Generated<number>;
  profile_image_url: Nullable<string>;
  updated_at: DefaultTimestamp;
}

/** The dataset context's tables. */
export interface DatasetTables {
  x_profiles: XProfilesTable;
}
