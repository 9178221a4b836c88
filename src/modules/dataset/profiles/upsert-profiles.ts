import { type QueryExecutorProvider, sql } from 'kysely';

/** A Kysely instance or a transaction of any database type. */
export type Executor = QueryExecutorProvider;
import type { XProfile } from '../../x';
import type { ProfileRow } from '../contract';

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it finds (with lone surrogates).
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text PostgreSQL can store: NUL dropped, lone surrogates replaced by U+FFFD. */
export const storableText = (text: string) => text.replace(UNSTORABLE, (c) => (c === '\u0000' ? '' : '\ufffd'));

const orNull = (text: string | null | undefined) => {
  if (text === null || text === undefined) return null;
  const clean = storableText(text).trim();
  return clean === '' ? null : clean;
};

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.min(Math.trunc(n), 2_147_483_647) : 0);

/** One profile as the x_profiles row it becomes: the row the results table shows. */
export type ProfileRecord = ProfileRow;

export function profileRecord(profile: XProfile): ProfileRecord {
  return {
    id: storableText(profile.userId),
    username: storableText(profile.username),
    name: orNull(profile.name),
    bio: orNull(profile.bio),
    bio_urls: (profile.bioUrls ?? []).map(storableText),
    urls: (profile.profileUrls ?? []).map(storableText),
    location: orNull(profile.location),
    verified: profile.verified === true,
    followers_count: count(profile.followersCount),
    following_count: count(profile.followingCount),
    profile_image_url: orNull(profile.profileImageUrl),
  };
}

/**
 * Writes profiles to the database of X profiles in one statement: a new X user id is inserted, a known one
 * takes the newer data (rows seen at `seenAt` or later are left alone). Within the batch the last profile of
 * an id wins. Works on a Kysely instance or inside a transaction.
 */
export async function upsertProfiles(db: Executor, profiles: readonly XProfile[], seenAt: Date = new Date()): Promise<number> {
  const { inserted, updated } = await upsertProfileRecords(db, profiles.map(profileRecord), seenAt);
  return inserted + updated;
}

/** As `upsertProfiles`, for rows already in the table's shape (the operator import). */
export async function upsertProfileRecords(
  db: Executor,
  records: readonly ProfileRecord[],
  seenAt: Date = new Date(),
): Promise<{ inserted: number; updated: number }> {
  const byId = new Map<string, ProfileRecord>();
  for (const record of records) {
    if (record.id === '' || record.username === '') continue;
    byId.set(record.id, record);
  }
  if (byId.size === 0) return { inserted: 0, updated: 0 };
  const rows = JSON.stringify([...byId.values()]);
  const result = await sql<{ inserted: number; total: number }>`
    with upserted as (insert into x_profiles as p (id, username, name, bio, bio_urls, urls, location, verified, followers_count, following_count, profile_image_url, updated_at)
    select r.id, r.username, r.name, r.bio, coalesce(r.bio_urls, '{}'), coalesce(r.urls, '{}'), r.location, coalesce(r.verified, false),
           coalesce(r.followers_count, 0), coalesce(r.following_count, 0), r.profile_image_url, ${seenAt}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as r(id text, username text, name text, bio text, bio_urls text[], urls text[],
      location text, verified boolean, followers_count integer, following_count integer, profile_image_url text)
    order by r.id
    on conflict (id) do update set
      username = excluded.username, name = excluded.name, bio = excluded.bio, bio_urls = excluded.bio_urls,
      urls = excluded.urls, location = excluded.location, verified = excluded.verified,
      followers_count = excluded.followers_count, following_count = excluded.following_count,
      profile_image_url = excluded.profile_image_url, updated_at = excluded.updated_at
    where p.updated_at <= excluded.updated_at
    returning (xmax = 0) as inserted)
    select (count(*) filter (where inserted))::int as inserted, count(*)::int as total from upserted`.execute(db);
  const row = result.rows[0] ?? { inserted: 0, total: 0 };
  return { inserted: row.inserted, updated: row.total - row.inserted };
}
