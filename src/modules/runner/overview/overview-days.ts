import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { OVERVIEW_DAYS, overviewMessages, overviewTimeZone } from './contract';
import { type DailyCounts, readLocalDayCounts } from './local-day-counts';
import { localDaysEndingAt } from './local-days';

/** The IANA zone a request asked for (`?time_zone=`, UTC when absent); an unknown one answers 400 with the overview's message. */
export function requestedTimeZone(requested: unknown): string {
  const timeZone = overviewTimeZone(requested);
  if (timeZone === null) throw new DomainError(overviewMessages.timeZoneInvalid, 'time_zone_invalid');
  return timeZone;
}

/**
 * The overview's window: today in `timeZone` and the DMs sent and leads that replied on each of the last
 * OVERVIEW_DAYS days there, over the user's campaigns (the overview) or one of them (its page).
 */
export async function readOverviewDays(db: Database, userId: string, timeZone: string, campaignId?: string): Promise<DailyCounts & { today: string }> {
  const days = localDaysEndingAt(Date.now(), OVERVIEW_DAYS, timeZone);
  const counts = await readLocalDayCounts(db, userId, days, campaignId);
  return { today: days[days.length - 1]?.day ?? '', ...counts };
}
