/** The simulator's clock, so tests and benchmarks can run hours of X's rate-limit windows in an instant. */
/** A settable clock: real time plus an offset, or frozen and moved by hand. */
export class SimClock {
  private offset = 0;
  private frozenAt: number | null;

  constructor(options: { startAt?: number; frozen?: boolean } = {}) {
    const start = options.startAt ?? Date.now();
    this.frozenAt = options.frozen ? start : null;
    if (!options.frozen) this.offset = start - Date.now();
  }

  now(): number {
    return this.frozenAt ?? Date.now() + this.offset;
  }

  set(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt = ms;
    else this.offset = ms - Date.now();
  }

  advance(ms: number): void {
    this.set(this.now() + ms);
  }
}
