/** What the simulator was asked: the last requests as X would see them, and counts per endpoint. */
import type { SimEndpoint } from './rate-limits';

export interface SimRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON body of a POST, when there was one. */
  body?: unknown;
}

export interface SimStats {
  requests: number;
  byEndpoint: Partial<Record<SimEndpoint, number>>;
  rateLimited: number;
  rateLimitedByEndpoint: Partial<Record<SimEndpoint, number>>;
}

const noStats = (): SimStats => ({ requests: 0, byEndpoint: {}, rateLimited: 0, rateLimitedByEndpoint: {} });

/** How many requests are kept for requests(). */
const KEPT_REQUESTS = 100;

export class TrafficLog {
  private readonly log: SimRequest[] = [];
  private counters = noStats();

  /** Keeps a request among the last ones; its body may be filled in later. */
  keep(request: SimRequest): void {
    this.log.push(request);
    if (this.log.length > KEPT_REQUESTS) this.log.shift();
  }

  /** Counts one request, on its endpoint when it has one, and whether it was answered 429. */
  count(endpoint: SimEndpoint | undefined, rateLimited = false): void {
    this.counters.requests += 1;
    if (!endpoint) return;
    this.counters.byEndpoint[endpoint] = (this.counters.byEndpoint[endpoint] ?? 0) + 1;
    if (rateLimited) {
      this.counters.rateLimited += 1;
      this.counters.rateLimitedByEndpoint[endpoint] = (this.counters.rateLimitedByEndpoint[endpoint] ?? 0) + 1;
    }
  }

  stats(): SimStats {
    return structuredClone(this.counters);
  }

  requests(): SimRequest[] {
    return structuredClone(this.log);
  }

  resetStats(): void {
    this.counters = noStats();
  }
}
