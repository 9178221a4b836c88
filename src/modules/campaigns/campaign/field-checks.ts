/**
 * A campaign's fields as the decider accepts them: the contract's field rules (the same the requests' schemas
 * and the wizard apply), refused as domain errors, plus what only the stream knows (the user's other names, the
 * sources' facts).
 */
import {
  campaignMessages,
  type FollowUpStep,
  followUpsProblem,
  campaignNameProblem,
  canonicalTimeZone,
  nameTaken,
  normaliseSendWindow,
  readDailyLimit,
  SEND_WINDOW_LIMITS,
  type SendWindow,
  sendWindowProblem,
  sourceCountProblem,
} from '../contract';
import type { SourceFact } from './command';
import { refuse } from './refusals';
import type { CampaignsState } from './state';

/** A valid name no other campaign of the user has (`self`: the campaign renamed), trimmed. */
export function checkName(state: CampaignsState, name: string, self: string | null, blank: string): string {
  const problem = campaignNameProblem(name, blank);
  if (problem) throw refuse(problem, 'validation');
  const others = [...state.campaigns].filter(([id]) => id !== self).map(([, other]) => other.name);
  if (nameTaken(others, name)) throw refuse(campaignMessages.nameTaken, 'name_taken', 'conflict');
  return name.trim();
}

export function checkDailyLimit(limit: number): number {
  const read = readDailyLimit(limit);
  if (!read.ok) throw refuse(read.error, 'validation');
  return read.limit;
}

/** Sending hours: none (the whole day) or a valid window; 00:00 to 24:00 is the whole day. */
export function checkSendWindow(window: SendWindow | null | undefined): SendWindow | null {
  if (window === undefined || window === null) return null;
  const problem = sendWindowProblem(window);
  if (problem) throw refuse(problem, 'validation');
  return normaliseSendWindow({ start: window.start, end: window.end });
}

/** An IANA time zone, canonicalised ('utc' → 'UTC'); absent is UTC. */
export function checkTimeZone(zone: string | undefined): string {
  if (zone === undefined) return SEND_WINDOW_LIMITS.defaultTimeZone;
  const canonical = canonicalTimeZone(zone);
  if (canonical === null) throw refuse(campaignMessages.timeZoneInvalid, 'validation');
  return canonical;
}

/** The selected sources: at least one, every one the user's and none newly added still being scraped; their leads. */
export function checkSources(ids: readonly string[], facts: readonly SourceFact[], newIds: ReadonlySet<string>): { ids: string[]; totalLeads: number } {
  const unique = [...new Set(ids)];
  const problem = sourceCountProblem(unique.length);
  if (problem) throw refuse(problem, 'validation');
  const known = new Map(facts.map((fact) => [fact.id, fact]));
  let totalLeads = 0;
  for (const id of unique) {
    const fact = known.get(id);
    if (!fact) throw refuse(campaignMessages.sourceNotFound, 'source_not_found', 'not_found');
    if (fact.scraping && newIds.has(id)) throw refuse(campaignMessages.sourcesScraping, 'sources_scraping', 'conflict');
    totalLeads += fact.totalLeads;
  }
  return { ids: unique, totalLeads };
}

/** The follow-ups: at most 3 valid steps whose templates are all the user's; none when absent. */
export function checkFollowUps(steps: readonly FollowUpStep[] | undefined, templatesExist: boolean | undefined): FollowUpStep[] {
  if (steps === undefined || steps.length === 0) return [];
  const problem = followUpsProblem(steps);
  if (problem) throw refuse(problem, 'validation');
  if (templatesExist !== true) throw refuse(campaignMessages.templateNotFound, 'template_not_found', 'not_found');
  return steps.map((step) => ({ templateId: step.templateId.trim(), waitDays: step.waitDays }));
}
