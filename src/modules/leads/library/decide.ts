import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { leadMessages, sourceNameTaken } from '../contract';
import { scrapeMessages } from '../scrape-contract';
import { creditsLeftForNewWork, libraryCreditFacts, type ScrapesFound } from './credits';
import { checkSourceName, refuseOverFreeSourceLimit, refuseTakenSourceName } from './source-rules';
import type { FailedScrapeTarget, LeadSourceEvent, LeadSourceType, ScrapeCountFilter, ScrapeListKind, ScrapeProgressStage, SearchCriteria } from './events';
import {
  evolve,
  initialState,
  isScrapeActive,
  type LeadLibraryState,
  leadLibrarySnapshot,
  SCRAPE_STAGE_ORDER,
} from './state';
import type { PlanName } from '../../billing/contract';

export type { PlanName };

export type LeadLibraryCommand =
  | {
      type: 'CreateLeadSource';
      userId: string;
      sourceId: string;
      name: string;
      sourceType: LeadSourceType;
      csvFilename: string | null;
      csvColumns: string[];
      /** Leads already written for the source (unique usernames). */
      leadCount: number;
      /** The user's plan and lead credit limit when the command was sent. */
      plan: PlanName;
      creditsLimit: number;
      /** A database source's search. */
      searchCriteria?: SearchCriteria;
      /** Leads the user's unfinished scrapes have found (the command handler reads them from the scrape runs). */
      scrapesFound?: ScrapesFound;
    }
  | {
      type: 'RequestScrape';
      userId: string;
      sourceId: string;
      taskId: string;
      name: string;
      scrapeType: 'accounts' | 'interactions';
      kinds: ScrapeListKind[];
      targetAccounts: string[];
      postLinks: string[];
      includeKeywords: string[];
      excludeKeywords: string[];
      excludeLocations: string[];
      followersFilter?: ScrapeCountFilter | null;
      plan: PlanName;
      creditsLimit: number;
      /** How many of the user's connected accounts can read X now (alive, within the plan's allowance). */
      readingAccounts: number;
      scrapesFound?: ScrapesFound;
    }
  | { type: 'AdvanceScrape'; userId: string; sourceId: string; stage: ScrapeProgressStage }
  | {
      type: 'CompleteScrape';
      userId: string;
      sourceId: string;
      count: number;
      failedTargets: FailedScrapeTarget[];
      warning: string | null;
      creditLimitReached: boolean;
      /** The plan's lead credit allowance when the scrape ends. */
      creditsLimit: number;
      scrapesFound?: ScrapesFound;
    }
  | { type: 'FailScrape'; userId: string; sourceId: string; error: string; failedTargets: FailedScrapeTarget[] }
  | { type: 'RenameLeadSource'; userId: string; sourceId: string; name: string }
  | {
      type: 'DeleteLeadSources';
      userId: string;
      sourceIds: string[];
      /** Ids among them used by running, paused or completed campaigns. */
      inUse: string[];
    };

const notFound = () => new DomainError(leadMessages.notFound, 'lead_source_not_found', 'not_found');

/** The names of the user's sources, but `except`'s. */
function* sourceNames(state: LeadLibraryState, except?: string): Iterable<string> {
  for (const [id, source] of state.sources) if (id !== except) yield source.name;
}

/** A scraped source's type: followers (also when following is read too), following, retweeters or favorites. */
export function scrapeSourceType(kinds: readonly ScrapeListKind[]): LeadSourceType {
  if (kinds.includes('verifiedFollowers')) return 'followers';
  if (kinds.includes('following')) return 'following';
  if (kinds.includes('retweeters')) return 'retweeters';
  return 'favorites';
}

/**
 * A scrape's completion asked for more leads than the credits left: the scrape keeps `left` of its leads and
 * completes again with them.
 */
export class ScrapeOverCredits extends DomainError {
  constructor(readonly left: number) {
    super(scrapeMessages.creditStop(left), 'lead_credits_exceeded', 'forbidden');
  }
}

export function decide(command: LeadLibraryCommand, state: LeadLibraryState): LeadSourceEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'CreateLeadSource': {
      const name = checkSourceName(command.name);
      if (state.sources.has(command.sourceId)) throw new DomainError(leadMessages.duplicateSourceName, 'source_exists', 'conflict');
      refuseTakenSourceName(sourceNames(state), name);
      refuseOverFreeSourceLimit(command.plan, state.sources.size);
      if (command.leadCount <= 0) throw new DomainError(leadMessages.noValidUsernames, 'no_valid_usernames');
      const left = creditsLeftForNewWork(libraryCreditFacts(state, command.creditsLimit, command.scrapesFound));
      if (command.leadCount > left) {
        throw new DomainError(leadMessages.notEnoughCredits(command.leadCount, left), 'lead_credits_exceeded', 'forbidden');
      }
      const { sourceId, sourceType, csvFilename, csvColumns, searchCriteria } = command;
      return [
        {
          type: 'LeadSourceCreated',
          data: { userId, sourceId, name, sourceType, csvFilename, csvColumns, ...(searchCriteria ? { searchCriteria } : {}) },
        },
        { type: 'LeadsImported', data: { userId, sourceId, count: command.leadCount } },
      ];
    }
    case 'RequestScrape': {
      if (command.plan === 'free') throw new DomainError(scrapeMessages.freePlanBlocked, 'scrape_not_allowed', 'forbidden');
      // Refused at once rather than started and failed: nothing could read X for it.
      if (command.readingAccounts <= 0) throw new DomainError(scrapeMessages.noAccounts, 'no_connected_account', 'conflict');
      const name = checkSourceName(command.name);
      if (state.sources.has(command.sourceId)) throw new DomainError(leadMessages.duplicateSourceName, 'source_exists', 'conflict');
      refuseTakenSourceName(sourceNames(state), name);
      if (creditsLeftForNewWork(libraryCreditFacts(state, command.creditsLimit, command.scrapesFound)) <= 0) {
        throw new DomainError(scrapeMessages.creditsExhaustedPaid, 'lead_credits_exceeded', 'forbidden');
      }
      if (command.kinds.length === 0) throw new DomainError(scrapeMessages.accountsOptionRequired, 'no_scrape_kind');
      const { sourceId, taskId, scrapeType, kinds, targetAccounts, postLinks, includeKeywords, excludeKeywords, excludeLocations, followersFilter } = command;
      return [
        { type: 'LeadSourceCreated', data: { userId, sourceId, name, sourceType: scrapeSourceType(kinds), csvFilename: null, csvColumns: [] } },
        {
          type: 'ScrapeRequested',
          data: {
            userId,
            sourceId,
            taskId,
            scrapeType,
            kinds,
            targetAccounts,
            postLinks,
            includeKeywords,
            excludeKeywords,
            excludeLocations,
            ...(followersFilter ? { followersFilter } : {}),
          },
        },
      ];
    }
    case 'AdvanceScrape': {
      // A scrape resumed on another worker reports its stages again; a stage already reached changes nothing.
      const source = state.sources.get(command.sourceId);
      if (!isScrapeActive(source) || !source?.scrape) return [];
      if (SCRAPE_STAGE_ORDER.indexOf(command.stage) <= SCRAPE_STAGE_ORDER.indexOf(source.scrape)) return [];
      return [{ type: 'ScrapeStageReached', data: { userId, sourceId: command.sourceId, stage: command.stage } }];
    }
    case 'CompleteScrape': {
      // A deleted (canceled) or already finished scrape ends without an event.
      if (!isScrapeActive(state.sources.get(command.sourceId))) return [];
      const { sourceId, count, failedTargets, warning, creditLimitReached } = command;
      // Never more than what is left: an upload may have taken credits while the scrape ran.
      const left = creditsLeftForNewWork(libraryCreditFacts(state, command.creditsLimit, command.scrapesFound, sourceId));
      if (count > left) throw new ScrapeOverCredits(left);
      const events: LeadSourceEvent[] = [{ type: 'ScrapeCompleted', data: { userId, sourceId, count, failedTargets, warning, creditLimitReached } }];
      if (count > 0) events.push({ type: 'LeadsImported', data: { userId, sourceId, count } });
      return events;
    }
    case 'FailScrape': {
      if (!isScrapeActive(state.sources.get(command.sourceId))) return [];
      const { sourceId, error, failedTargets } = command;
      return [{ type: 'ScrapeFailed', data: { userId, sourceId, error, failedTargets } }];
    }
    case 'RenameLeadSource': {
      const source = state.sources.get(command.sourceId);
      if (!source) throw notFound();
      const name = checkSourceName(command.name);
      if (source.name === name) return [];
      if (sourceNameTaken(sourceNames(state, command.sourceId), name)) throw new DomainError(leadMessages.nameTaken(name), 'name_taken', 'conflict');
      return [{ type: 'LeadSourceRenamed', data: { userId, sourceId: command.sourceId, name } }];
    }
    case 'DeleteLeadSources': {
      const ids = [...new Set(command.sourceIds)];
      if (ids.length === 0 || ids.some((id) => !state.sources.has(id))) throw notFound();
      const inUse = new Set(command.inUse);
      if (ids.some((id) => inUse.has(id))) throw new DomainError(leadMessages.inUse, 'lead_source_in_use', 'conflict');
      return ids.flatMap((sourceId): LeadSourceEvent[] => {
        const source = state.sources.get(sourceId);
        const deleted: LeadSourceEvent = { type: 'LeadSourceDeleted', data: { userId, sourceId, leadCount: source?.totalLeads ?? 0 } };
        // A source still being scraped: its scrape stops first.
        return isScrapeActive(source) ? [{ type: 'ScrapeCanceled', data: { userId, sourceId } }, deleted] : [deleted];
      });
    }
  }
}

export const leadLibraryDecider: Decider<LeadLibraryCommand, LeadLibraryState, LeadSourceEvent> = {
  initialState,
  evolve,
  decide,
  snapshot: leadLibrarySnapshot,
};
