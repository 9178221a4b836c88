import { withinCountFilter } from '../../dataset/contract';
import type { XProfile } from '../../x';
import type { ScrapeCountFilter } from '../library/events';

/** The filters a scrape's leads pass as pages arrive (lower-cased once). */
export interface LeadFilters {
  includeKeywords: readonly string[];
  excludeKeywords: readonly string[];
  excludeLocations: readonly string[];
  followersFilter?: ScrapeCountFilter | null;
}

const lower = (list: readonly string[]) => list.map((item) => item.trim().toLowerCase()).filter((item) => item.length > 0);

/**
 * A predicate over profiles: the bio contains any include keyword (when there are any) and no exclude keyword,
 * and the location contains none of the excluded locations (all case-insensitive substrings); the followers
 * count is within the followers filter, as the database search reads it.
 */
export function leadFilter(filters: LeadFilters): (profile: Pick<XProfile, 'bio' | 'location' | 'followersCount'>) => boolean {
  const include = lower(filters.includeKeywords);
  const exclude = lower(filters.excludeKeywords);
  const locations = lower(filters.excludeLocations);
  return (profile) => {
    if (!withinCountFilter(filters.followersFilter, profile.followersCount)) return false;
    const bio = (profile.bio ?? '').toLowerCase();
    if (include.length > 0 && !include.some((keyword) => bio.includes(keyword))) return false;
    if (exclude.some((keyword) => bio.includes(keyword))) return false;
    const location = (profile.location ?? '').toLowerCase();
    if (location.length > 0 && locations.some((excluded) => location.includes(excluded))) return false;
    return true;
  };
}
