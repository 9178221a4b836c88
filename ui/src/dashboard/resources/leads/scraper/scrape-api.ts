import type { LeadSourceRow, SourceType } from '@shared/leads/contract';
import {
  activeScrapeStages,
  SCRAPE_LIMITS,
  type ScrapeRequestBody,
  type ScrapeStage,
  scrapeMessages,
} from '@shared/leads/scrape-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FailureNotice, serverMessageOrFailure } from '../../../hooks/command-failure';
import { useCommand } from '../../../hooks/useCommand';
import { getParsed } from '../../../providers/api';
import { errorCode } from '../../../providers/dataProvider';
import { demoTargetsAnswer, nameAvailabilityAnswer, scrapeProgress, scrapeStartAnswer } from '../lead-answers';

/** The live-updates resource naming a scrape's progress (ids: the source id); its queries start with it. */
export const SCRAPES_RESOURCE = 'scrapes';

/** How often a running scrape's progress is read again (live updates usually come first). */
export const PROGRESS_POLL_MS = 3000;

/** The source types a scrape makes. */
export const scrapedTypes: readonly SourceType[] = ['followers', 'following', 'retweeters', 'favorites'];

export const isScraped = (source: Pick<LeadSourceRow, 'source_type'>) => scrapedTypes.includes(source.source_type);

export const isActiveStage = (stage: ScrapeStage | string) => (activeScrapeStages as readonly string[]).includes(stage);

/**
 * A scrape's progress (GET /api/scrapes/:sourceId), read again every few seconds while it runs; the live
 * stream's 'scrapes' and 'lead-sources' changes refresh it at once.
 */
export function useScrapeProgress(sourceId: string | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [SCRAPES_RESOURCE, sourceId],
    enabled: Boolean(sourceId) && options.enabled !== false,
    queryFn: ({ signal }) =>
      getParsed(`/scrapes/${encodeURIComponent(sourceId ?? '')}`, scrapeProgress, signal),
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      const stage = query.state.data?.stage;
      return stage === undefined || isActiveStage(stage) ? PROGRESS_POLL_MS : false;
    },
    retry: false,
  });
}

/** Why a scrape did not start: the API's message when it gave one; a refusal of what was sent is a warning. */
export const startFailure = (error: unknown): FailureNotice => serverMessageOrFailure(scrapeMessages.startFailed, error);

/**
 * POST /api/scrapes: creates the source and starts its scrape, told in the form's toasts; the form refreshes
 * the lists itself, after a failure too.
 */
export function useStartScrape(toast: (message: string, type: 'success' | 'warning' | 'error') => void) {
  return useCommand(SCRAPES_RESOURCE, 'create', {
    answer: scrapeStartAnswer,
    request: (body: ScrapeRequestBody) => ({ data: body }),
    success: scrapeMessages.started,
    failure: scrapeMessages.startFailed,
    notice: (_failure, error) => startFailure(error),
    toast,
    refresh: false,
  });
}

/** The API refused a scrape because no connected account can read X (the form then links to Connect Account). */
export function isNoAccountRefusal(error: unknown): boolean {
  return errorCode(error) === 'no_connected_account';
}

/** Demo mode's accounts and posts to scrape (none when X is real); fixed while the app runs. */
export function useDemoTargets() {
  return useQuery({
    queryKey: [SCRAPES_RESOURCE, 'demo-targets'],
    queryFn: ({ signal }) => getParsed('/demo-targets', demoTargetsAnswer, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export type NameCheck = 'idle' | 'checking' | 'available' | 'taken';

/**
 * Whether the user already has a source of this name, asked 500 ms after the last keystroke
 * (GET /api/lead-source-names/available). 'checking' from the keystroke until the answer.
 */
export function useNameAvailability(name: string): NameCheck {
  const trimmed = name.trim();
  const [debounced, setDebounced] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), SCRAPE_LIMITS.nameCheckDebounceMs);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const answer = useQuery({
    queryKey: ['lead-sources', 'name-available', debounced.toLowerCase()],
    enabled: debounced !== '',
    queryFn: ({ signal }) =>
      getParsed(`/lead-source-names/available?name=${encodeURIComponent(debounced)}`, nameAvailabilityAnswer, signal),
    staleTime: 0,
    retry: false,
  });
  if (trimmed === '') return 'idle';
  if (debounced !== trimmed || answer.isPending) return 'checking';
  if (answer.error) return 'idle';
  return answer.data?.available === false ? 'taken' : 'available';
}
