import { defaultXApiSettings, RateLimitPacer, RateLimited, type XSession } from '../../src/modules/x';
import { XHttpGateway } from '../../src/modules/x/http/x-http-gateway';
import { DEMO_SESSIONS, SimClock, startXSimulator } from '../../src/stand-ins/x';
import type { BenchResult } from './bench-result';
import { runStandalone } from './bench-support';

/**
 * Scraping pace: a follower scrape of a 250,000-follower account through the real HTTP gateway against
 * the X simulator, under X's Followers limit (50 requests per 15 minutes, 20 users a page), on a
 * simulated clock. Ours paces itself from the x-rate-limit-* headers (RateLimitPacer); the reference
 * is the ceiling the limit allows (4,000 leads per hour). A naive client that just retries a minute
 * after each 429 runs beside it on another account for comparison. The target is a ratio of at least
 * 0.95 with no request answered 429; a paced run that met any 429 scores 0.
 */
const SIMULATED_HOURS = 4;
const FOLLOWERS_LIMIT = 50;
const PAGE_SIZE = 20;
const WINDOW_MS = 15 * 60 * 1000;
/** Simulated round-trip time of one request. */
const LATENCY_MS = 400;
const TARGET = '900000101'; // @growthhq, 250,000 followers

interface Outcome {
  leads: number;
  requests: number;
  rateLimited: number;
  hours: number;
}

async function scrape(
  gateway: XHttpGateway,
  session: XSession,
  clock: SimClock,
  onRateLimited: (error: RateLimited) => Promise<void>,
): Promise<Outcome> {
  const start = clock.now();
  const end = start + SIMULATED_HOURS * 3_600_000;
  const seen = new Set<string>();
  let cursor: string | null = null;
  let requests = 0;
  let rateLimited = 0;
  for (;;) {
    try {
      const page = await gateway.listFollowers(session, TARGET, cursor);
      clock.advance(LATENCY_MS);
      requests++;
      if (clock.now() > end) break;
      for (const profile of page.profiles) seen.add(profile.userId);
      cursor = page.nextCursor;
      if (!cursor) break;
    } catch (error) {
      clock.advance(LATENCY_MS);
      requests++;
      if (!(error instanceof RateLimited)) throw error;
      rateLimited++;
      if (clock.now() > end) break;
      await onRateLimited(error);
      if (clock.now() > end) break;
    }
  }
  return { leads: seen.size, requests, rateLimited, hours: SIMULATED_HOURS };
}

export async function run(): Promise<BenchResult> {
  const clock = new SimClock({ startAt: Date.UTC(2025, 0, 6, 9), frozen: true });
  const sim = await startXSimulator({ clock, limits: { Followers: FOLLOWERS_LIMIT } });
  const settings = defaultXApiSettings({ baseUrl: sim.url, pageSize: PAGE_SIZE });
  const [paced, naive] = [DEMO_SESSIONS[0], DEMO_SESSIONS[2]].map((s) => ({ authToken: s.authToken, ct0: s.ct0 }));
  const sleep = async (ms: number) => clock.advance(ms);
  const pacer = new RateLimitPacer({ clock, sleep, safetyMarginMs: 1000 });
  const pacedGateway = new XHttpGateway({ settings, pacer, now: () => clock.now() });
  const naiveGateway = new XHttpGateway({ settings, now: () => clock.now() });
  const wallStart = performance.now();
  try {
    const ours = await scrape(pacedGateway, paced, clock, async () => {
      throw new Error('the paced client was answered 429');
    }).catch((error: unknown) => {
      if (error instanceof Error && error.message.includes('429')) return { leads: 0, requests: 0, rateLimited: 1, hours: SIMULATED_HOURS };
      throw error;
    });
    clock.set(Date.UTC(2025, 0, 7, 9));
    const reference = await scrape(naiveGateway, naive, clock, () => sleep(60_000));
    const wallSeconds = (performance.now() - wallStart) / 1000;
    const ceilingPerHour = FOLLOWERS_LIMIT * PAGE_SIZE * (3_600_000 / WINDOW_MS);
    const perHour = (o: Outcome) => o.leads / o.hours;
    const ratio = ours.rateLimited === 0 ? perHour(ours) / ceilingPerHour : 0;
    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    return {
      name: 'Scraping pace: followers of a 250,000-follower account under 50 requests / 15 min',
      lines: [
        `ceiling the limit allows: ${fmt(ceilingPerHour)} leads per simulated hour (${FOLLOWERS_LIMIT} pages of ${PAGE_SIZE} per 15 minutes)`,
        `ours (paced from x-rate-limit headers): ${fmt(perHour(ours))} leads/hour, ${fmt(ours.leads)} leads in ${ours.hours} h, ${ours.requests} requests, ${ours.rateLimited} answered 429`,
        `naive (retry 60 s after each 429): ${fmt(perHour(reference))} leads/hour, ${reference.requests} requests, ${reference.rateLimited} answered 429`,
        `ratio ours / ceiling: ${ratio.toFixed(3)} (target >= 0.95 with no 429)${ours.rateLimited > 0 ? ' — scored 0: the paced client met a 429' : ''}`,
        `simulated ${ours.hours + reference.hours} h in ${wallSeconds.toFixed(1)} s of real time`,
      ],
      ratio,
    };
  } finally {
    await pacedGateway.close();
    await naiveGateway.close();
    await sim.close();
  }
}

runStandalone(module, run);
