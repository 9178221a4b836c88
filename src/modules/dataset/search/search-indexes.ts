/**
 * The indexes the database search uses besides the primary key (migration 2026_11_23_0700_x_profiles_search creates them; a
 * bulk load into an empty table drops and rebuilds them, which is several times faster than maintaining them
 * row by row).
 */
export const SEARCH_INDEXES: readonly { name: string; create: string }[] = [
  {
    name: 'x_profiles_bio_trgm',
    create: 'create index if not exists x_profiles_bio_trgm on x_profiles using gin (lower(bio) gin_trgm_ops)',
  },
  {
    name: 'x_profiles_followers',
    create: 'create index if not exists x_profiles_followers on x_profiles (followers_count)',
  },
];
