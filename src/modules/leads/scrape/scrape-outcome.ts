/**
 * How a scrape ends, decided from its facts (pure): which targets failed, whether the scrape failed or completed,
 * and the completed scrape's warning. The runner ends scrapes with it; the progress endpoint shows the targets
 * failed so far with it.
 */
import type { FailedScrapeTarget } from '../library/events';
import { scrapeMessages } from '../scrape-contract';

/** One list of one target, as its checkpoint records it: `error` holds why the list could not be read. */
export interface ListFacts {
  target_index: number;
  error: string | null;
}

/** Why the runner stopped before every list was read (nothing set: every list was read or failed). */
export interface EarlyStop {
  /** No account of the pool could read X. */
  noAccounts?: boolean;
  /** The owner's plan no longer includes the scraper. */
  planEnded?: boolean;
  /** The leads found reached the credits left. */
  creditLimitReached?: boolean;
}

export interface ScrapeFacts {
  /** The scrape's targets (accounts or post links), in the order its checkpoints number them. */
  targets: readonly string[];
  /** Its lists, ordered by target. */
  lists: readonly ListFacts[];
  /** Leads written so far. */
  leadsFound: number;
  stoppedEarly: EarlyStop;
}

export type ScrapeOutcome =
  | { kind: 'failed'; error: string; failedTargets: FailedScrapeTarget[] }
  | { kind: 'completed'; leadsFound: number; failedTargets: FailedScrapeTarget[] };

/**
 * The targets that failed: those none of whose lists could be read (a target with one list read is not failed),
 * each named with its first list's error, in target order.
 */
export function failedTargetsOf(targets: readonly string[], lists: readonly ListFacts[]): FailedScrapeTarget[] {
  const errorsByTarget = new Map<number, (string | null)[]>();
  for (const list of lists) {
    const errors = errorsByTarget.get(list.target_index) ?? [];
    errors.push(list.error);
    errorsByTarget.set(list.target_index, errors);
  }
  const failed: FailedScrapeTarget[] = [];
  for (const [index, errors] of errorsByTarget) {
    const [first] = errors;
    if (first && errors.every(Boolean)) failed.push({ username: targets[index] ?? '', error: first });
  }
  return failed;
}

/**
 * The scrape fails when every target failed, or when it stopped for want of an account or of a plan before any
 * lead was found; otherwise it completes with the leads found.
 */
export function decideScrapeOutcome(facts: ScrapeFacts): ScrapeOutcome {
  const failedTargets = failedTargetsOf(facts.targets, facts.lists);
  const allFailed = facts.targets.length > 0 && failedTargets.length === facts.targets.length;
  const { noAccounts, planEnded } = facts.stoppedEarly;
  if (allFailed || ((noAccounts || planEnded) && facts.leadsFound === 0)) {
    const error = allFailed ? scrapeMessages.allTargetsFailed : planEnded ? scrapeMessages.planEnded : scrapeMessages.noAccounts;
    return { kind: 'failed', error, failedTargets };
  }
  return { kind: 'completed', leadsFound: facts.leadsFound, failedTargets };
}

/**
 * A completed scrape's warning, its parts in this order: targets failed, the credit limit stopped it (at
 * `creditStopAt` leads; null when it did not), no account could read X, the plan ended. Null when none holds.
 */
export function completionWarning(failedTargets: readonly FailedScrapeTarget[], creditStopAt: number | null, stoppedEarly: EarlyStop): string | null {
  const warnings: string[] = [];
  if (failedTargets.length > 0) warnings.push(scrapeMessages.failedTargetsWarning);
  if (creditStopAt !== null) warnings.push(scrapeMessages.creditStop(creditStopAt));
  if (stoppedEarly.noAccounts) warnings.push(scrapeMessages.noAccounts);
  if (stoppedEarly.planEnded) warnings.push(scrapeMessages.planEnded);
  return warnings.length > 0 ? warnings.join(' ') : null;
}
