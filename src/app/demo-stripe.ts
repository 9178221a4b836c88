import type { Logger } from 'pino';
import type { AppConfig } from '../platform/config/config';
import type { StripeStandIn } from '../stand-ins/stripe/index.js';

/** Said at start when neither Stripe nor the stand-in is configured (production's default). */
export const BILLING_NOT_CONFIGURED_WARNING =
  'Billing is not configured: STRIPE_SECRET_KEY is not set, so paid checkout and plan changes are refused. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or STRIPE_STAND_IN=1 for the local test stand-in, which charges no card).';

/** The running stand-in, for whoever started the app (tests drive its clock and read its deliveries). */
export type DemoStripe = StripeStandIn;

/**
 * Without STRIPE_SECRET_KEY (and with STRIPE_STAND_IN, on by default outside production): starts the local Stripe stand-in and points billing at it (its key, its webhook
 * secret, its address), with webhooks delivered to this app's own POST /api/billing/webhook, so checkout, the
 * portal and plan changes work with no Stripe account. Mutates the config before any module reads it. The
 * stand-in is loaded only here, so a process with a real key never loads its code.
 */
export async function startDemoStripe(config: AppConfig, logger: Logger): Promise<DemoStripe> {
  const { startStripeStandIn } = await import('../stand-ins/stripe/index.js');
  const webhookUrl = `http://127.0.0.1:${config.PORT}/api/billing/webhook`;
  const standIn = await startStripeStandIn({ port: config.STRIPE_STAND_IN_PORT, webhookUrl });
  config.STRIPE_SECRET_KEY = standIn.secretKey;
  config.STRIPE_WEBHOOK_SECRET = standIn.webhookSecret;
  config.STRIPE_API_BASE = standIn.url;
  logger.info({ url: standIn.url, webhookUrl }, 'Stripe stand-in running (no STRIPE_SECRET_KEY): checkout and the billing portal are local test pages');
  return standIn;
}
