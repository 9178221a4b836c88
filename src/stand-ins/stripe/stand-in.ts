/** The stand-in's HTTP server: the API under /v1, the hosted pages, the admin endpoints under /_stand-in/. */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { SimClock } from '../x/sim-clock';
import { answerAdminRequest } from './admin-routes';
import { StripeApi } from './api-routes';
import { CheckoutSessions } from './checkout';
import { sendHtml, sendJson } from './http-io';
import { answerPageRequest } from './page-routes';
import { messagePage } from './pages';
import { StripeStandInState } from './state';
import { Subscriptions } from './subscriptions';
import { type DeliveryAttempt, WebhookSender } from './webhooks';

export const DEFAULT_STAND_IN_SECRET_KEY = 'sk_test_outtwit_local_stand_in';

export interface StripeStandInOptions {
  port?: number;
  host?: string;
  /** Where webhooks go (can be set later with setWebhookUrl). */
  webhookUrl?: string;
  /** The endpoint's signing secret: default a random whsec_… */
  webhookSecret?: string;
  /** The secret key the API accepts: default sk_test_outtwit_local_stand_in. */
  secretKey?: string;
  /** Delays before webhook retries: default 1 s, 5 s, 25 s. */
  webhookRetryDelaysMs?: number[];
  /** The stand-in's clock (real time plus what advance() added, unless given). */
  clock?: SimClock;
  /** How often (ms) the stand-in looks for periods that ended in real time: default 5000; 0 turns it off. */
  tickMs?: number;
}

export interface StripeStandIn {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  state: StripeStandInState;
  setWebhookUrl(url: string): void;
  /** Moves the stand-in's clock forward and processes what fell due (renewals, trial ends, cancellations). */
  advance(seconds: number): void;
  /** Every webhook delivery attempt so far. */
  deliveries(): readonly DeliveryAttempt[];
  /** Resolves when every webhook queued so far has had its first delivery attempt. */
  webhooksIdle(): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const state = new StripeStandInState({ clock: options.clock });
  const subscriptions = new Subscriptions(state);
  const checkout = new CheckoutSessions(state, subscriptions);
  const secretKey = options.secretKey ?? DEFAULT_STAND_IN_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const webhooks = new WebhookSender({ url: options.webhookUrl, secret: webhookSecret, retryDelaysMs: options.webhookRetryDelaysMs });
  state.onEvent((event) => webhooks.send(event));
  const processDue = () => {
    checkout.processDue();
    subscriptions.processDue();
  };
  const advance = (seconds: number) => {
    state.clock.advance(seconds * 1000);
    processDue();
  };
  const context = { state, subscriptions, checkout, secretKey, baseUrl: '', afterWrite: processDue };
  const api = new StripeApi(context);

  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in.local');
    const work = async () => {
      if (url.pathname.startsWith('/v1/')) {
        const answer = await api.answer(req, url);
        return sendJson(res, answer.status, answer.body, answer.headers);
      }
      if (url.pathname.startsWith('/_stand-in/')) return answerAdminRequest({ state, webhooks, advance }, req, res, url);
      if (await answerPageRequest(context, req, res, url)) return;
      if (url.pathname === '/') return sendHtml(res, 200, messagePage('Local Stripe stand-in', 'The local Stripe stand-in is running. The app reaches it through the Stripe SDK.'));
      return sendJson(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
    };
    work().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: `The local Stripe stand-in failed: ${(error as Error).message}` } });
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  context.baseUrl = url;
  const tickMs = options.tickMs ?? 5000;
  const ticker = tickMs > 0 ? setInterval(processDue, tickMs) : undefined;
  ticker?.unref();

  return {
    url,
    port,
    secretKey,
    webhookSecret,
    state,
    setWebhookUrl: (next) => {
      webhooks.url = next;
    },
    advance,
    deliveries: () => webhooks.log,
    webhooksIdle: () => webhooks.idle(),
    close: () =>
      new Promise<void>((resolve) => {
        if (ticker) clearInterval(ticker);
        webhooks.close();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
