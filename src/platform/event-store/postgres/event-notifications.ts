import pg from 'pg';

const CHANNEL = 'events_appended';

/**
 * One LISTEN connection shared by every subscriber of a store. A subscriber notes `generation` before it
 * reads, then `waitForChange(generation, ...)` resolves at once if a notification arrived in between, else
 * on the next notification or after the timeout, whichever comes first. A lost connection only slows
 * delivery down to polling until it reconnects; (re)connecting counts as a change, since notifications
 * sent while nobody listened are lost.
 */
export class EventNotifications {
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private readonly waiters = new Set<() => void>();
  private closed = false;
  private changes = 0;

  constructor(private readonly listenUrl: string | undefined) {}

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
