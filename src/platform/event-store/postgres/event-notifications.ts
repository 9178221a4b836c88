import pg from 'pg';

const CHANNEL = 'events_appended';

/**
 * One LISTEN connection shared by every subscriber of a store. A subscriber notes `generation` before it
 * reads, then `waitForChange(generation, ...)` resolves at once if a notification arrived in between, else
 * on the next notification or after the timeout, whichever comes first. A lost connection only slows
 * delivery down to polling until it reconnects; (re)connecting counts as a change, since notifications
 * sent while nobody listened are lost.
 *
 * Sending: a NOTIFY serialises the commits of every notifying transaction in the cluster (PostgreSQL holds a
 * lock from pre-commit until the commit record is flushed), so notifying inside each append halves append
 * throughput. So the store sends notifications itself after its appends commit, at most one in flight at a
 * time: appends that commit meanwhile share the next one.
 */
export class EventNotifications {
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private readonly waiters = new Set<() => void>();
  private closed = false;
  private changes = 0;
  private sending = false;
  private sendAgain = false;

  constructor(
    private readonly listenUrl: string | undefined,
    private readonly pool: pg.Pool,
  ) {}

  /** Tells listeners (in any process) that events were appended; returns at once. */
  appended(): void {
    if (this.closed) return;
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    this.sending = true;
    void this.send().finally(() => {
      this.sending = false;
      // An append that committed after the last send had started its final check still gets its notification.
      if (this.sendAgain) this.appended();
    });
  }

  private async send(): Promise<void> {
    try {
      do {
        this.sendAgain = false;
        await this.pool.query(`select pg_notify('${CHANNEL}', '')`);
      } while (this.sendAgain && !this.closed);
    } catch {
      // Listeners fall back to polling; the next append tries again.
    }
  }

  /** Counts notifications (and reconnections); compare two readings to know whether anything happened. */
  get generation(): number {
    void this.ensureListening();
    return this.changes;
  }

  waitForChange(since: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    void this.ensureListening();
    if (this.changes !== since || signal.aborted || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeAll();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private wakeAll(): void {
    this.changes++;
    for (const wake of [...this.waiters]) wake();
  }

  private ensureListening(): Promise<void> {
    if (!this.listenUrl || this.closed || this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.listenUrl });
    client.on('notification', () => this.wakeAll());
    client.on('error', () => {
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.wakeAll();
    } catch {
      await client.end().catch(() => undefined);
    }
  }
}
