import type { Generated } from 'kysely';
import type { DefaultTimestamp, Nullable, ViewOf } from '../columns';

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

/** The dataset's public read model (a view over x_profiles): who a profile is, for the runner's replies list. */
export type XProfileNamesView = ViewOf<XProfilesTable, 'id' | 'username' | 'name'>;

/** The dataset context's tables (x_profile_names: its public view). */
export interface DatasetTables {
  x_profiles: XProfilesTable;
  x_profile_names: XProfileNamesView;
}
