import pg from 'pg';

const CHANNEL = 'events_appended';

/**
 * One LISTEN connection shared by every subscriber of a store. `nextWake` resolves on the next
 * notification or after the polling interval, whichever comes first, so a lost connection only slows
 * delivery down to polling until it reconnects.
 */
export class EventNotifications {
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private readonly waiters = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly listenUrl: string | undefined,
    private readonly pollIntervalMs: number,
  ) {}

  nextWake(signal: AbortSignal): Promise<void> {
    void this.ensureListening();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      signal.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const wake of [...this.waiters]) wake();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
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
    client.on('notification', () => {
      for (const wake of [...this.waiters]) wake();
    });
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
    } catch {
      await client.end().catch(() => undefined);
    }
  }
}
