/** Faults the simulator can inject: over capacity, dropped connections, HTML pages, redirects, refused DMs, latency. */

export interface SimFaults {
  /** Recipients that answer 349 whatever their DM settings. */
  cannotMessage: Set<string>;
  /** After this many similar messages in a row from a sender, the next similar one gets 226. */
  automatedAfterSimilar: number | null;
  /** Share of requests (0..1) answered 503 over capacity. */
  failRate: number;
  /** The next N requests answered 503. */
  failNext: number;
  /** Added delay before answering, in real milliseconds. */
  latencyMs: number;
  /** Share of requests (0..1) whose connection is dropped without an answer. */
  dropRate: number;
  /** The next N connections dropped without an answer. */
  dropNext: number;
  /** The next N requests answered with an HTML page. */
  htmlNext: number;
  /** The next N requests redirected to another host. */
  redirectNext: number;
  /** How an expired session is answered: 401 with code 32, or 403 with no body. */
  expiredStyle: '401' | '403-empty';
}

/** Faults all off: every request answered normally. */
export function noFaults(): SimFaults {
  return {
    cannotMessage: new Set(),
    automatedAfterSimilar: null,
    failRate: 0,
    failNext: 0,
    latencyMs: 0,
    dropRate: 0,
    dropNext: 0,
    htmlNext: 0,
    redirectNext: 0,
    expiredStyle: '401',
  };
}

/** An answer that replaces X's: the connection dropped, an HTML page, or a redirect to another host. */
export type Interruption = 'drop' | 'html' | 'redirect';

/** Decides, request by request, which of the configured faults strike; shares are rolled on a seeded generator. */
export class FaultInjector {
  constructor(
    private readonly faults: SimFaults,
    private readonly random: () => number,
  ) {}

  /** A fault that strikes before the request is looked at, using up one of the next-N counts. */
  interruption(): Interruption | undefined {
    if (this.faults.dropNext > 0) {
      this.faults.dropNext -= 1;
      return 'drop';
    }
    if (this.roll(this.faults.dropRate)) return 'drop';
    if (this.faults.redirectNext > 0) {
      this.faults.redirectNext -= 1;
      return 'redirect';
    }
    if (this.faults.htmlNext > 0) {
      this.faults.htmlNext -= 1;
      return 'html';
    }
    return undefined;
  }

  /** Whether an accepted request is answered 503 over capacity. */
  overCapacity(): boolean {
    if (this.faults.failNext > 0) {
      this.faults.failNext -= 1;
      return true;
    }
    return this.roll(this.faults.failRate);
  }

  private roll(rate: number): boolean {
    return rate > 0 && this.random() < rate;
  }
}
