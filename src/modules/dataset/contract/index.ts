/**
 * The database of X profiles: the contract of its search and of the lead sources made from it, imported by the
 * API and the UI ('@shared/dataset/contract'): the re-export of this folder's files, one job each:
 *
 * - limits.ts: the limits; messages.ts: the specification's messages, word for word;
 * - filter-types.ts: the followers / following filters' modes and labels; count-range.ts: the counts a filter
 *   keeps; terms.ts: keyword and location lists;
 * - schemas.ts: the requests' zod schemas and their types; rows.ts: the answers' shapes;
 * - lead-limit.ts: the number of leads a search or source takes by plan; demo-search.ts: demo mode's keywords.
 *
 * Routes (all under /api, signed in; the profiles are shared data, the lead sources made from them belong to
 * their user; errors answer `{ message, code }` with a 4xx):
 *
 * | method and path | body | answer |
 * | --- | --- | --- |
 * | POST /api/dataset/search | `{ criteria, limit? }` | `SearchAnswer`: the first 10 matches and how many match, up to the limit (free plan: 200) |
 * | POST /api/dataset/search | `{ criteria, after: null \| cursor }` (the key `after` present) | `SearchPage`: the next batch of up to 1,000 matches after the cursor (keyset, in X user id order) and the cursor of the next one (null at the end) |
 * | POST /api/dataset/lead-sources | `{ name, criteria, lead_limit? }` | `CreateDatasetSourceAnswer` (201): a 'dataset' lead source with its leads, cut to the limit (free plan: 200); 409 `datasetMessages.nameTaken`, 403 for the free plan's 3 sources or the credits, 400 `datasetMessages.noResults` when nothing matches |
 *
 * Criteria: include keywords (the bio contains any, case-insensitive), exclude keywords (the bio contains
 * none), exclude locations (the location contains none, case-insensitive), followers and following filters
 * (greater than: at least `min`; less than: at most `max`; between: both; whole numbers from 0 to
 * 999,999,999; an unset maximum is 999,999,999), verified only. The limit is the number of leads: 10,000 when
 * none is given ('all'); the free plan's is 200 and cannot be changed.
 */

export * from './count-range';
export * from './demo-search';
export * from './filter-types';
export * from './lead-limit';
export * from './limits';
export * from './messages';
export * from './rows';
export * from './schemas';
export * from './terms';
