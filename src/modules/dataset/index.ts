/**
 * The database of X profiles' public surface: writing profiles into it (every scrape feeds it, upsert by X
 * user id, newest data wins).
 */
export { type ProfileRecord, profileRecord, upsertProfileRecords, upsertProfiles } from './profiles/upsert-profiles';
export { seedSyntheticProfiles } from './operator/seed-profiles';
