/** The lead scraper's answers: a started scrape, a scrape's progress with its failed targets, and a name's availability. */

import type { ScrapeType } from './scrape-limits';
import type { ScrapeStage } from './scrape-stages';

/** The answer to POST /api/scrapes. */
export interface ScrapeStartAnswer {
  lead_source_id: string;
  task_id: string;
  /** 'Scraping task started successfully!' */
  message: string;
}

export interface FailedTarget {
  username: string;
  error: string;
}

/** GET /api/scrapes/:sourceId: where a scrape is. */
export interface ScrapeProgress {
  lead_source_id: string;
  task_id: string;
  name: string;
  stage: ScrapeStage;
  /** Unique leads written so far (after the filters). */
  leads_found: number;
  /** Pages read from X so far. */
  pages_fetched: number;
  /** The target (username or post link) being read, null before and after. */
  current_target: string | null;
  /** Targets done (read to the end, failed or cut) of all the targets. */
  targets_done: number;
  targets_total: number;
  /** From the accounts' rate limits and what is left; null when unknown or done. */
  estimated_seconds_left: number | null;
  failed_targets: FailedTarget[];
  /** The warning variant: some targets failed but others worked, or the credit limit stopped the scrape. */
  warning: string | null;
  /** True when the scrape stopped at the user's lead credit limit (the UI shows the credits banner). */
  credit_limit_reached: boolean;
  error_message: string | null;
  scrape_type: ScrapeType;
  target_accounts: string[];
  post_links: string[];
  include_keywords: string[];
  exclude_keywords: string[];
  exclude_locations: string[];
  started_at: string;
  finished_at: string | null;
}

/** GET /api/lead-source-names/available?name=...: whether the user has no source by that name (any case). */
export interface NameAvailabilityAnswer {
  name: string;
  available: boolean;
  /** 'This source name already exists' when taken, else null. */
  message: string | null;
}

/** GET /api/demo-targets: in demo mode, the simulated X's accounts and posts to scrape with one click; empty otherwise. */
export interface DemoTargetsAnswer {
  accounts: { screen_name: string; name: string; followers_count: number }[];
  post_links: string[];
}
