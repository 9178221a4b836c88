import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import pg from 'pg';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { DATABASE_URL } from '../database/database.module';
import { createLogger } from '../logging/logger';
import { doublingMs, withBackoff } from '../retry/with-backoff';
import { LIVE_CHANNEL, LIVE_RESYNC, liveEventOf } from './live-change';
import { decodePayload } from './live-payload';

const RETRY_MS = { initial: 200, max: 10_000 };

/**
 * In api processes: one dedicated connection LISTENs for the changes the projections publish and hands
 * each to this process's open streams of its user (in-process, through @nestjs/event-emitter). When the
 * connection drops it reconnects with back-off and asks every open stream to refetch, since changes may
 * have been missed meanwhile.
 */
@Injectable()
export class LiveListener implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly servesHttp: boolean;
  private readonly logger;
  private client?: pg.Client;
  private stopped = false;
  private readonly stopping = new AbortController();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly emitter: EventEmitter2,
  ) {
    this.servesHttp = config.ROLE === 'all' || config.ROLE === 'api';
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'live' });
  }

  /** Listening before the API takes requests, so a stream opened now misses nothing; retried in the background on failure. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.servesHttp) return;
    if (!(await this.connect(false))) this.reconnect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(reconnect: boolean): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'outtwit-live', keepAlive: true });
    let lost = false;
    const lose = (error?: Error) => {
      if (lost || this.stopped) return;
      lost = true;
      this.logger.warn({ err: error?.message }, 'live updates connection lost; reconnecting');
      client.end().catch(() => undefined);
      this.reconnect();
    };
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      for (const change of decodePayload(message.payload)) this.emitter.emit(liveEventOf(change.userId), change);
    });
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      this.logger.warn({ err: String(error) }, 'could not listen for live updates');
      await client.end().catch(() => undefined);
      return false;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return true;
    }
    client.on('error', lose);
    client.on('end', () => lose());
    this.client = client;
    if (reconnect) this.emitter.emit(LIVE_RESYNC);
    return true;
  }

  /** In the background: a first try after RETRY_MS.initial, then waits doubling up to RETRY_MS.max, until listening or stopped. */
  private reconnect(): void {
    if (this.stopped) return;
    const { signal } = this.stopping;
    const listen = async () => {
      if (!(await this.connect(true))) throw new Error('not listening yet');
    };
    void sleep(RETRY_MS.initial, undefined, { signal })
      .then(() =>
        withBackoff(listen, { retries: () => !this.stopped, delayMs: (attempt) => doublingMs(attempt + 1, RETRY_MS.initial, RETRY_MS.max), signal }),
      )
      // Stopping aborts the wait; connect logs its own failures.
      .catch(() => undefined);
  }
}
