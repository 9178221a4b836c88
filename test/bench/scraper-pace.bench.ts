import { sql } from 'kysely';
import { ScrapeRunner } from '../../src/modules/leads/scrape/scrape-runner';
import { defaultXApiSettings, RateLimitPacer, type XGateway } from '../../src/modules/x';
import { XHttpGateway } from '../../src/modules/x/http/x-http-gateway';
import { DEMO_SESSIONS, SimClock, startXSimulator } from '../../src/stand-ins/x';
import { requestScrape } from '../support/scrape-requests';
import type { BenchResult } from './bench-result';
import { runStandalone, withBenchDatabase } from './bench-support';

/**
 * The lead scraper's pace: the app's scrape runner (account pool, checkpoints, leads and profiles written per
 * page in PostgreSQL) scraping the verified followers of a 250,000-follower account through the real HTTP
 * gateway against the X simulator, under X's limit (50 requests per 15 minutes per account, 20 users a page),
 * with 2 accounts in the pool, on a simulated clock. The reference is X's ceiling: 4,000 leads per hour per
 * account. A run that met any 429 scores 0.
 */
const SIMULATED_HOURS = 2;
const LIMIT = 50;
const PAGE_SIZE = 20;
const WINDOW_MS = 15 * 60 * 1000;
/** Simulated round-trip time of one request. */
const LATENCY_MS = 400;
const ACCOUNTS = 2;
const USER = 'bench-user';

export async function run(): Promise<BenchResult> {
  return withBenchDatabase('scraper-pace', async ({ db, store }) => {
    const clock = new SimClock({ startAt: Date.UTC(2025, 0, 6, 9), frozen: true });
    const sim = await startXSimulator({ clock, limits: { BlueVerifiedFollowers: LIMIT } });
    const sleep = async (ms: number) => clock.advance(ms);
    const http = new XHttpGateway({
      settings: defaultXApiSettings({ baseUrl: sim.url, pageSize: PAGE_SIZE }),
      pacer: new RateLimitPacer({ clock, sleep, safetyMarginMs: 1000 }),
      now: () => clock.now(),
    });
    const start = clock.now();
    const end = start + SIMULATED_HOURS * 3_600_000;
    let pages = 0;
    // The network's latency on the simulated clock; past the measured hours the list reads as over.
    const gateway = {
      lookupUser: async (...args: Parameters<XGateway['lookupUser']>) => {
        const profile = await http.lookupUser(...args);
        clock.advance(LATENCY_MS);
        return profile;
      },
      listProfiles: async (...args: Parameters<XGateway['listProfiles']>) => {
        if (clock.now() >= end) return { profiles: [], nextCursor: null };
        const page = await http.listProfiles(...args);
        clock.advance(LATENCY_MS);
        if (clock.now() > end) return { profiles: [], nextCursor: null };
        pages++;
        return page;
      },
    } as unknown as XGateway;
    const sessions = DEMO_SESSIONS.slice(0, ACCOUNTS + 1)
      .filter((session) => session.verified)
      .map((session) => ({ accountId: session.userId, username: session.screenName, session: { authToken: session.authToken, ct0: session.ct0 } }));
    await sql`
      insert into plans (user_id, plan, allowed_accounts, current_accounts, lead_credits_limit, created_at, updated_at, stream_version)
      values (${USER}, 'pro', 20, ${ACCOUNTS}, 1000000, now(), now(), 1)`.execute(db);
    const { job, library } = await requestScrape(store, USER, 'bench-source', {
      name: 'Growth HQ verified followers',
      targetAccounts: ['growthhq'],
      plan: 'pro',
      creditsLimit: 1_000_000,
    });
    const runner = new ScrapeRunner({
      db,
      gateway,
      sessions: { activeSessions: async () => sessions },
      library,
      clock,
      sleep,
      sliceMs: Number.POSITIVE_INFINITY,
      inlineWaitMs: Number.POSITIVE_INFINITY,
      pageSize: PAGE_SIZE,
    });
    const wallStart = performance.now();
    try {
      let outcome = await runner.runSlice(job);
      while (outcome.kind === 'continue') {
        clock.advance(outcome.afterMs);
        outcome = await runner.runSlice({ ...job, slice: job.slice + 1, droppedAccounts: outcome.droppedAccounts });
      }
      const wallSeconds = (performance.now() - wallStart) / 1000;
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from leads where source_id = 'bench-source'`.execute(db);
      const leads = rows[0]?.n ?? 0;
      const rateLimited = sim.state.stats().rateLimited;
      const ceilingPerAccount = LIMIT * PAGE_SIZE * (3_600_000 / WINDOW_MS);
      const oursPerAccount = leads / SIMULATED_HOURS / sessions.length;
      const ratio = rateLimited === 0 ? oursPerAccount / ceilingPerAccount : 0;
      const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
      return {
        name: `Scraper pace: verified followers through the scrape runner, ${sessions.length} accounts in the pool`,
        lines: [
          `X's ceiling: ${fmt(ceilingPerAccount)} leads per simulated hour per account (${LIMIT} pages of ${PAGE_SIZE} per 15 minutes)`,
          `ours: ${fmt(oursPerAccount)} leads per simulated hour per account; ${fmt(leads)} leads in ${SIMULATED_HOURS} h with ${sessions.length} accounts, ${pages} pages, ${rateLimited} answered 429`,
          `ratio ours / ceiling: ${ratio.toFixed(3)}${rateLimited > 0 ? ' (scored 0: a request was answered 429)' : ''}`,
          `each page checkpointed with its leads and profiles in PostgreSQL: ${fmt(pages / wallSeconds)} pages/s of real time (${wallSeconds.toFixed(1)} s)`,
        ],
        ratio,
      };
    } finally {
      await http.close();
      await sim.close();
    }
  });
}

runStandalone(module, run);
