/**
 * Webhook delivery as Stripe does it: each event POSTed as JSON to the endpoint with a `Stripe-Signature`
 * header (`t=<unix>,v1=<hmac-sha256 of "<t>.<payload>">`, made by the SDK's own test helper), retried with
 * back-off while the endpoint answers non-2xx or cannot be reached. Every attempt is logged.
 */
import Stripe from 'stripe';
import type { StripeEvent } from './state';

export interface DeliveryAttempt {
  eventId: string;
  type: string;
  attempt: number;
  url: string;
  /** The signature's timestamp (seconds). */
  signedAt: number;
  at: string;
  status: number | null;
  error?: string;
}

export interface WebhookOptions {
  url?: string;
  secret: string;
  /** Delays before the 2nd, 3rd, … attempts: default 1 s, 5 s, 25 s. */
  retryDelaysMs?: number[];
}

const signer = new Stripe('sk_test_signing_only');

export class WebhookSender {
  url: string | undefined;
  readonly secret: string;
  readonly log: DeliveryAttempt[] = [];
  private readonly retryDelaysMs: number[];
  private readonly timers = new Set<NodeJS.Timeout>();
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(options: WebhookOptions) {
    this.url = options.url;
    this.secret = options.secret;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 5000, 25_000];
  }

  /** Queues an event's first delivery; events go out one at a time in the order they happened. */
  send(event: StripeEvent): void {
    this.chain = this.chain.then(() => this.attempt(event, 1)).then(() => undefined);
  }

  /**
   * Delivers an event again now (a duplicate delivery, as Stripe's retries produce), optionally signed at a
   * chosen time (seconds), to test the receiver's tolerance. Answers the attempt's outcome.
   */
  resend(event: StripeEvent, signedAt?: number): Promise<DeliveryAttempt> {
    const next = this.chain.then(() => this.attempt(event, this.log.filter((a) => a.eventId === event.id).length + 1, signedAt, false));
    this.chain = next.then(() => undefined);
    return next;
  }

  /** Resolves when every queued first delivery has been tried. */
  idle(): Promise<void> {
    return this.chain;
  }

  private async attempt(event: StripeEvent, attempt: number, signedAt?: number, retry = true): Promise<DeliveryAttempt> {
    const url = this.url;
    const timestamp = signedAt ?? Math.floor(Date.now() / 1000);
    const record: DeliveryAttempt = { eventId: event.id, type: event.type, attempt, url: url ?? '', signedAt: timestamp, at: new Date().toISOString(), status: null };
    if (!url || this.closed) {
      record.error = url ? 'stand-in closed' : 'no webhook endpoint configured';
      this.log.push(record);
      return record;
    }
    const payload = JSON.stringify(event, null, 2);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: this.secret, timestamp });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'cache-control': 'no-cache',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.status = response.status;
    } catch (error) {
      record.error = (error as Error).message;
    }
    this.log.push(record);
    const delivered = record.status !== null && record.status >= 200 && record.status < 300;
    const delay = this.retryDelaysMs[attempt - 1];
    if (!delivered && retry && delay !== undefined && !this.closed) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.chain = this.chain.then(() => this.attempt(event, attempt + 1).then(() => undefined));
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
    return record;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
