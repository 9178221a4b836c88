/**
 * The lead scraper's contract, imported by the API and the UI ('@shared/leads/scrape-contract'): the re-export
 * of the scrape-*.ts files of ./contract, one job each: scrape-limits.ts (limits and modes), scrape-stages.ts
 * (stages, hints, failed-target reasons), scrape-messages.ts (the specification's scraper messages, word for
 * word), scrape-third-world.ts (the 3rd World list and toggle), scrape-list-rules.ts (the validation helpers both
 * sides run), scrape-request.ts (the scrape request's check and schema), scrape-rows.ts (the answers' shapes).
 *
 * Routes (all under /api, signed in, every query scoped to the signed-in user; errors answer `{ message, code }`):
 *
 * | method and path | body / parameters | answer |
 * | --- | --- | --- |
 * | POST /api/scrapes | `ScrapeRequestBody` | `ScrapeStartAnswer` (201); 403 `scrapeMessages.freePlanBlocked` on the free plan, 400 with the first validation message, 409 `scrapeMessages.noAccounts` (code no_connected_account) without a connected account that can read X (nothing is made), 409 `leadMessages.duplicateSourceName` for a taken name, 403 a credits banner when no credit is left |
 * | GET /api/scrapes/:sourceId | | `ScrapeProgress` (404 `leadMessages.notFound` for another user's or a missing source) |
 * | GET /api/lead-source-names/available?name=... | | `NameAvailabilityAnswer` (the form asks 500 ms after the last keystroke) |
 * | DELETE /api/lead-sources/:id (and POST /api/lead-sources/delete) | | deleting a scraped source cancels its scrape: no lead is written after |
 * | GET /api/demo-targets | | `DemoTargetsAnswer`: demo mode's accounts and posts to pick; empty when X is real |
 *
 * The list (GET /api/lead-sources) shows each scraped source's status as the scrape moves: pending (Queued),
 * preparing, connecting, scraping, then completed or failed. Live updates: the 'lead-sources' resource changes
 * with every stage and the 'scrapes' resource (ids: the source id) with every page of progress.
 *
 * Demo world (X_SIMULATOR=1): any well-formed handle the simulated X does not know is a made-up account with
 * 500 to 5,000 followers (the same every time); @growthhq (250,000 followers, 30,000 verified: a long scrape), @saasfounders,
 * @demo_founders (300 verified followers: quick) and @private_circle (protected: its scrape fails with
 * `scrapeMessages.targetErrors.protected`). Scraping the verified followers of demo_founders and private_circle
 * completes in seconds with a warning and one failed target.
 */

export * from './contract/scrape-limits';
export * from './contract/scrape-list-rules';
export * from './contract/scrape-messages';
export * from './contract/scrape-request';
export * from './contract/scrape-rows';
export * from './contract/scrape-stages';
export * from './contract/scrape-third-world';
