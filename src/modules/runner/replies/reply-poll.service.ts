import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { createLogger } from '../../../platform/logging/logger';
import { AccountSessions } from '../../accounts';
import { X_GATEWAY, type XGateway } from '../../x';
import { type AccountToPoll, ReplyPoller } from './reply-poller';

export const REPLY_POLL_SWEEP_QUEUE = 'reply-poll-sweep';
export const REPLY_POLL_QUEUE = 'reply-poll';

/** REPLY_POLL_INTERVAL_SECONDS, or 120 (5 in demo mode). */
export function replyPollIntervalSeconds(config: Pick<AppConfig, 'REPLY_POLL_INTERVAL_SECONDS' | 'X_SIMULATOR'>): number {
  return config.REPLY_POLL_INTERVAL_SECONDS ?? (config.X_SIMULATOR ? 5 : 120);
}

/**
 * The reply polls on pg-boss: a sweep every interval (one job per interval slot) enqueues one poll job per
 * account that sent campaign DMs lately, singleton per account, so an account's inbox is read at most once per
 * interval whatever the number of workers, and a slow poll is never doubled.
 */
@Injectable()
export class ReplyPollService implements OnModuleInit, OnApplicationBootstrap {
  readonly poller: ReplyPoller;
  private readonly logger: Logger;

  constructor(
    @Inject(DATABASE) db: Database,
    @Inject(X_GATEWAY) x: XGateway,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    sessions: AccountSessions,
  ) {
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'replies' });
    this.poller = new ReplyPoller({
      db,
      x,
      store,
      sessionOf: async (userId, accountId) => (await sessions.activeSessions(userId)).find((s) => s.accountId === accountId)?.session ?? null,
    });
  }

  onModuleInit(): void {
    this.jobs.work<{ at: string }>(REPLY_POLL_SWEEP_QUEUE, () => this.sweep());
    this.jobs.work<AccountToPoll>(REPLY_POLL_QUEUE, (job) => this.pollOne(job.data), { concurrency: 4 });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE !== 'all' && this.config.ROLE !== 'workers') return;
    await this.scheduleSweep().catch((error) => this.logger.warn({ err: error }, 'could not schedule the reply polls'));
  }

  get intervalSeconds(): number {
    return replyPollIntervalSeconds(this.config);
  }

  /** Enqueues a poll per account to read; then the next sweep. */
  async sweep(): Promise<number> {
    try {
      const accounts = await this.poller.accountsToPoll();
      for (const account of accounts) {
        await this.jobs.send(REPLY_POLL_QUEUE, account, { singletonKey: `reply-poll:${account.accountId}`, expireInSeconds: 120 });
      }
      return accounts.length;
    } finally {
      await this.scheduleSweep();
    }
  }

  private async pollOne(account: AccountToPoll): Promise<void> {
    const outcome = await this.poller.poll(account);
    if (outcome.kind === 'polled' && outcome.replies > 0) this.logger.info({ accountId: account.accountId, replies: outcome.replies }, 'replies recorded');
    else if (outcome.kind === 'stopped' || outcome.kind === 'failed') this.logger.warn({ accountId: account.accountId, outcome }, 'reply poll did not read the inbox');
  }

  private async scheduleSweep(): Promise<void> {
    const ms = this.intervalSeconds * 1000;
    const slot = Math.floor(Date.now() / ms) + 1;
    await this.jobs.send(REPLY_POLL_SWEEP_QUEUE, { at: new Date(slot * ms).toISOString() }, { singletonKey: `reply-sweep:${slot}`, startAfter: new Date(slot * ms) });
  }
}
