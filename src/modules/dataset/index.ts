/**
 * The database of X profiles' public surface: writing profiles into it (every scrape feeds it, upsert by X
 * user id, newest data wins), and the port the lead sources context provides so that a search becomes a lead
 * source (LEAD_SOURCE_WRITER). Its public read model: the `x_profile_names` view (id: the X user id, username,
 * name), for the runner's replies list; x_profiles itself is its own.
 */
export { type ProfileRecord, profileRecord, upsertProfileRecords, upsertProfiles } from './profiles/upsert-profiles';
export { seedSyntheticProfiles } from './operator/seed-profiles';
export {
  type DatasetLead,
  type DatasetSourceToRecord,
  LEAD_SOURCE_WRITER,
  type LeadSourceWriter,
} from './sources/lead-sources-port';
