import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { sql } from 'kysely';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { createLogger } from '../../../platform/logging/logger';
import { escapeHtml, MAILER, type Mailer } from '../../identity';
import { webhookMessages } from '../contract/webhooks';
import { allowPrivateWebhookHosts, checkEndpointUrl } from './endpoint-url';
import { ChangeWebhooks } from './change-webhooks.command';
import { endpointIsFailing, nextRetryDelaySeconds } from './retry-schedule';
import { SIGNATURE_HEADER, signWebhook } from './signature';
import { TEST_EVENT_TYPE, type WebhookPayload } from './webhook-payload';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './webhooks.process';

const TIMEOUT_MS = 10_000;
/** How much of an endpoint's answer is kept for the delivery log. */
const RESPONSE_KEPT = 1024;

export interface Outcome {
  status: number | null;
  durationMs: number;
  response: string;
  error: string | null;
}

/**
 * Webhook deliveries, one attempt per job: the event's body signed with the endpoint's secret, POSTed with a
 * 10 s timeout and no redirects followed, the URL checked again first; every attempt logged; a failure tries
 * again on the retry schedule until 24 hours have passed. A worker that dies mid-attempt leaves its job to
 * pg-boss, which runs it again: at least once, the receiver dedupes by the event's id.
 */
@Injectable()
export class WebhookDeliveries implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly commandBus: CommandBus,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'webhooks' });
  }

  private readonly logger: Logger;

  onModuleInit(): void {
    // Polled every half second, two at a time: a delivery leaves within a second of its event, and one slow
    // endpoint (up to the 10 s timeout) does not hold the others.
    this.jobs.work<WebhookDeliveryJob>(WEBHOOK_DELIVERY_QUEUE, async (job) => void (await this.attempt(job.data)), { concurrency: 2, pollingIntervalSeconds: 0.5 });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.createQueue(WEBHOOK_DELIVERY_QUEUE, { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 });
  }

  /** One attempt of an event at an endpoint (a removed endpoint gets nothing more); answers how it went. */
  async attempt(job: WebhookDeliveryJob): Promise<Outcome | null> {
    const endpoint = await this.db
      .selectFrom('webhook_endpoints as e')
      .innerJoin('webhook_secrets as s', 's.endpoint_id', 'e.id')
      .select(['e.id', 'e.url', 'e.workspace_id', 's.secret'])
      .select(['e.disabled_at', 'e.created_by'])
      .where('e.id', '=', job.endpointId)
      .where('e.removed_at', 'is', null)
      .executeTakeFirst();
    // A disabled endpoint gets no more attempts (a Resend by hand still goes, to try a fix).
    if (!endpoint || (endpoint.disabled_at && !job.resend)) return null;
    const delivery = await this.deliveryRow(endpoint.workspace_id, job);
    if (delivery.status === 'succeeded' && !job.resend) return null;
    const outcome = await this.post(endpoint.url, endpoint.secret, job);
    const succeeded = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const attempt = delivery.attempts + 1;
    const wait = succeeded || job.resend ? null : nextRetryDelaySeconds(job.attempt);
    const nextAt = wait === null ? null : new Date(Date.now() + wait * 1000 * this.config.WEBHOOK_RETRY_SCALE);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('webhook_attempts')
        .values({ delivery_id: delivery.id, attempt, at: new Date(), status: outcome.status, duration_ms: outcome.durationMs, response: outcome.response, error: outcome.error })
        .execute();
      await trx
        .updateTable('webhook_deliveries')
        .set({ attempts: attempt, status: succeeded ? 'succeeded' : nextAt ? 'pending' : 'failed', next_attempt_at: nextAt })
        .where('id', '=', delivery.id)
        .execute();
      if (nextAt) {
        const next: WebhookDeliveryJob = { endpointId: job.endpointId, payload: job.payload, attempt: job.attempt + 1 };
        await this.jobs.send(WEBHOOK_DELIVERY_QUEUE, next, { singletonKey: `webhook:${job.endpointId}:${job.payload.id}:${next.attempt}`, startAfter: nextAt, trx });
      }
    });
    if (!succeeded && !nextAt && !job.resend) await this.disableIfFailing(endpoint.workspace_id, job.endpointId, endpoint.url, endpoint.created_by, delivery.created_at);
    return outcome;
  }

  /** After an event's last attempt failed: the endpoint is disabled and its maker told, if nothing reached it for 24 hours. */
  private async disableIfFailing(workspaceId: string, endpointId: string, url: string, madeBy: string, deliveryCreatedAt: Date): Promise<void> {
    const lastSuccess = await this.db
      .selectFrom('webhook_attempts as a')
      .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .select((eb) => eb.fn.max('a.at').as('at'))
      .where('d.endpoint_id', '=', endpointId)
      .where('a.status', '>=', 200)
      .where('a.status', '<', 300)
      .executeTakeFirst();
    if (!endpointIsFailing(lastSuccess?.at ? new Date(lastSuccess.at) : null, deliveryCreatedAt)) return;
    const command = new ChangeWebhooks({ type: 'DisableWebhookEndpoint', workspaceId, endpointId, reason: webhookMessages.disabledReason, nowMs: Date.now() });
    const { events } = await this.commandBus.execute(command);
    if (events.length === 0) return;
    const maker = await this.db.selectFrom('user_emails').select('email').where('id', '=', madeBy).executeTakeFirst();
    if (!maker) return;
    const developersUrl = `${this.config.publicUrl}/dashboard/developers`;
    await this.mailer
      .send({ to: maker.email, subject: webhookMessages.disabledMailSubject, text: webhookMessages.disabledMailText(url, developersUrl), html: `<p>${escapeHtml(webhookMessages.disabledMailText(url, developersUrl))}</p>` })
      .catch((error: unknown) => this.logger.warn({ endpointId, err: String(error) }, 'could not mail that a webhook endpoint was disabled'));
  }

  /** Sends a test event to an endpoint now, once (the Developers page's 'Send test event'); logged like any delivery. */
  async sendTest(workspaceId: string, endpointId: string): Promise<Outcome | null> {
    const payload: WebhookPayload = {
      id: randomUUID(),
      type: TEST_EVENT_TYPE,
      created: new Date().toISOString(),
      workspace_id: workspaceId,
      data: { endpoint_id: endpointId, message: 'A test event from OutTwit: your endpoint is reachable and can check signatures.' },
    };
    return this.attempt({ endpointId, payload, attempt: 1, resend: true });
  }

  /** Sends a delivery again now, outside its schedule (the log's 'Resend'). */
  async resend(workspaceId: string, deliveryId: string): Promise<void> {
    const delivery = await this.db
      .selectFrom('webhook_deliveries')
      .select(['endpoint_id', 'payload'])
      .where('id', '=', sql<string>`${deliveryId}::text::uuid`)
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst()
      .catch(() => undefined);
    if (!delivery) throw new DomainError(webhookMessages.deliveryNotFound, 'delivery_not_found', 'not_found');
    await this.attempt({ endpointId: delivery.endpoint_id, payload: delivery.payload as WebhookDeliveryJob['payload'], attempt: 1, resend: true });
  }

  private async deliveryRow(workspaceId: string, job: WebhookDeliveryJob) {
    await this.db
      .insertInto('webhook_deliveries')
      .values({ endpoint_id: job.endpointId, workspace_id: workspaceId, event_id: job.payload.id, type: job.payload.type, payload: JSON.stringify(job.payload), status: 'pending' })
      .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
      .execute();
    return this.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'status', 'attempts', 'created_at'])
      .where('endpoint_id', '=', job.endpointId)
      .where('event_id', '=', job.payload.id)
      .executeTakeFirstOrThrow();
  }

  private async post(url: string, secret: string, job: WebhookDeliveryJob): Promise<Outcome> {
    const started = Date.now();
    const failed = (error: string): Outcome => ({ status: null, durationMs: Date.now() - started, response: '', error });
    try {
      await checkEndpointUrl(url, allowPrivateWebhookHosts(this.config));
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error));
    }
    const body = JSON.stringify(job.payload);
    try {
      const response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'OutTwit-Webhooks/1.0',
          [SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
          'OutTwit-Event-Id': job.payload.id,
        },
        body,
      });
      const text = (await response.text()).slice(0, RESPONSE_KEPT);
      return { status: response.status, durationMs: Date.now() - started, response: text, error: null };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return failed(timedOut ? 'No answer within 10 seconds' : error instanceof Error ? error.message : String(error));
    }
  }
}
