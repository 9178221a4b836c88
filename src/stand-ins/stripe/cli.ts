/**
 * `npm run stripe-stand-in`: serves the local Stripe stand-in on STRIPE_STAND_IN_PORT (default 4020) and
 * sends webhooks to STRIPE_STAND_IN_WEBHOOK_URL (default the app's http://127.0.0.1:3000/api/billing/webhook),
 * signed with STRIPE_WEBHOOK_SECRET when set.
 */
import { startStripeStandIn } from './index';

async function main(): Promise<void> {
  const port = Number(process.env.STRIPE_STAND_IN_PORT ?? 4020);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('STRIPE_STAND_IN_PORT must be a port number');
  const host = process.env.STRIPE_STAND_IN_HOST ?? '127.0.0.1';
  const webhookUrl = process.env.STRIPE_STAND_IN_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/billing/webhook';
  const standIn = await startStripeStandIn({ port, host, webhookUrl, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined });
  const { hostname, port: urlPort } = new URL(standIn.url);
  const lines = [
    `Local Stripe stand-in listening on ${standIn.url}`,
    `  SDK:            new Stripe('${standIn.secretKey}', { host: '${hostname}', port: ${urlPort}, protocol: 'http' })`,
    `  Webhooks:       ${webhookUrl}`,
    `  Signing secret: ${standIn.webhookSecret}`,
    '',
    'Test cards on the checkout page: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
    `Advance the clock a month: curl -X POST ${standIn.url}/_stand-in/advance -d '{"seconds":2678400}'`,
    `Webhook deliveries:        curl ${standIn.url}/_stand-in/webhooks`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = () => {
    standIn.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
