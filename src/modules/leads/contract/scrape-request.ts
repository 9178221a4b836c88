/** POST /api/scrapes's request: its body's types, the whole-request check the form also runs, and its zod schema. */

import { z } from 'zod';
import { type CountFilter, countFilterSchema } from '../../dataset/contract';
import { LEAD_LIMITS } from './limits';
import { leadMessages } from './messages';
import { type ScrapeType, SCRAPE_LIMITS, scrapeTypes } from './scrape-limits';
import { type AddResult, addKeyword, addLocation, addPostLink, addTarget } from './scrape-list-rules';
import { scrapeMessages } from './scrape-messages';
import { THIRD_WORLD_COUNTRIES } from './scrape-third-world';

/** POST /api/scrapes: the specification's scrape request (the source is created by the call). */
export interface ScrapeRequestBody {
  name: string;
  scrape_type: ScrapeType;
  targetAccounts?: string[];
  postLinks?: string[];
  includeKeywords?: string[];
  excludeKeywords?: string[];
  excludeLocations?: string[];
  /** Keep only people with this many followers: the database search's followers filter, with its rules. */
  followersFilter?: z.input<typeof countFilterSchema> | null;
  scrapeFollowers?: boolean;
  scrapeFollowing?: boolean;
  scrapeRetweeters?: boolean;
  scrapeFavorites?: boolean;
}

/** A request checked and cleaned: the lists as the form would have built them entry by entry. */
export interface ScrapeRequest {
  name: string;
  scrapeType: ScrapeType;
  targetAccounts: string[];
  postLinks: string[];
  includeKeywords: string[];
  excludeKeywords: string[];
  excludeLocations: string[];
  followersFilter: CountFilter | null;
  scrapeFollowers: boolean;
  scrapeFollowing: boolean;
  scrapeRetweeters: boolean;
  scrapeFavorites: boolean;
}

/** Builds a list entry by entry with an add rule; the first refusal is the answer. */
function buildList(entries: readonly string[], add: (list: readonly string[], entry: string) => AddResult): string[] | string {
  const list: string[] = [];
  for (const entry of entries) {
    const result = add(list, entry);
    if (!result.ok) return result.error;
    list.push(result.value);
  }
  return list;
}

/**
 * Checks a whole request the way the form does (the same rules and messages, in the form's order): the first
 * message, or the cleaned request. Accounts mode keeps no post links and interactions mode no targets.
 */
export function checkScrapeRequest(
  body: Omit<ScrapeRequestBody, 'followersFilter'> & { followersFilter?: unknown },
): { ok: true; request: ScrapeRequest } | { ok: false; error: string } {
  const name = (body.name ?? '').trim();
  if (name.length === 0) return { ok: false, error: scrapeMessages.nameRequired };
  if (name.length > LEAD_LIMITS.maxNameLength) return { ok: false, error: leadMessages.nameTooLong };
  const accounts = body.scrape_type === 'accounts';
  let targetAccounts: string[] = [];
  let postLinks: string[] = [];
  const scrapeFollowers = accounts && (body.scrapeFollowers ?? true);
  const scrapeFollowing = accounts && (body.scrapeFollowing ?? false);
  const scrapeRetweeters = !accounts && (body.scrapeRetweeters ?? true);
  const scrapeFavorites = !accounts && (body.scrapeFavorites ?? false);
  if (accounts) {
    const entries = body.targetAccounts ?? [];
    if (entries.length === 0) return { ok: false, error: scrapeMessages.targetRequired };
    if (entries.length > SCRAPE_LIMITS.maxTargets) return { ok: false, error: scrapeMessages.maxTargets };
    const built = buildList(entries, addTarget);
    if (typeof built === 'string') return { ok: false, error: built };
    targetAccounts = built;
    if (!scrapeFollowers && !scrapeFollowing) return { ok: false, error: scrapeMessages.accountsOptionRequired };
  } else {
    const entries = body.postLinks ?? [];
    if (entries.length === 0) return { ok: false, error: scrapeMessages.postLinkRequired };
    if (entries.length > SCRAPE_LIMITS.maxPostLinks) return { ok: false, error: scrapeMessages.maxPostLinks };
    const built = buildList(entries, addPostLink);
    if (typeof built === 'string') return { ok: false, error: built };
    postLinks = built;
    if (!scrapeRetweeters && !scrapeFavorites) return { ok: false, error: scrapeMessages.interactionsOptionRequired };
  }
  const includeKeywords: string[] = [];
  const excludeKeywords: string[] = [];
  for (const entry of body.includeKeywords ?? []) {
    const result = addKeyword(includeKeywords, excludeKeywords, entry, 'include');
    if (!result.ok) return { ok: false, error: result.error };
    includeKeywords.push(result.value);
  }
  for (const entry of body.excludeKeywords ?? []) {
    const result = addKeyword(excludeKeywords, includeKeywords, entry, 'exclude');
    if (!result.ok) return { ok: false, error: result.error };
    excludeKeywords.push(result.value);
  }
  const excludeLocations = buildList(body.excludeLocations ?? [], addLocation);
  if (typeof excludeLocations === 'string') return { ok: false, error: excludeLocations };
  const followers = body.followersFilter == null ? null : countFilterSchema.safeParse(body.followersFilter);
  if (followers && !followers.success) return { ok: false, error: followers.error.issues[0]?.message ?? scrapeMessages.startFailed };
  return {
    ok: true,
    request: {
      name,
      scrapeType: accounts ? 'accounts' : 'interactions',
      targetAccounts,
      postLinks,
      includeKeywords,
      excludeKeywords,
      excludeLocations,
      followersFilter: followers ? followers.data : null,
      scrapeFollowers,
      scrapeFollowing,
      scrapeRetweeters,
      scrapeFavorites,
    },
  };
}

const textList = (max: number) => z.array(z.string().max(SCRAPE_LIMITS.maxKeywordLength * 3)).max(max).optional();

/**
 * POST /api/scrapes's body: the shapes checked here, the rules by `checkScrapeRequest` (the answer is its
 * first message). Lists longer than the limits answer the limits' messages.
 */
export const scrapeRequestSchema = z
  .object({
    name: z.string({ error: scrapeMessages.nameRequired }),
    scrape_type: z.enum(scrapeTypes, { error: scrapeMessages.targetRequired }),
    targetAccounts: textList(50),
    postLinks: textList(100),
    includeKeywords: textList(SCRAPE_LIMITS.maxKeywords),
    excludeKeywords: textList(SCRAPE_LIMITS.maxKeywords),
    excludeLocations: textList(SCRAPE_LIMITS.maxKeywords + THIRD_WORLD_COUNTRIES.length),
    followersFilter: z.unknown().optional(),
    scrapeFollowers: z.boolean().optional(),
    scrapeFollowing: z.boolean().optional(),
    scrapeRetweeters: z.boolean().optional(),
    scrapeFavorites: z.boolean().optional(),
  })
  .transform((body, ctx) => {
    const checked = checkScrapeRequest(body);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    }
    return checked.request;
  });
