/**
 * `npm run stripe:setup`: creates OutTwit's products and monthly prices in Stripe (test mode with a
 * sk_test_ key), found again by their lookup keys (basic_monthly, pro_monthly_2 … pro_monthly_20), so it
 * can run any number of times. Uses STRIPE_SECRET_KEY, and STRIPE_API_BASE for another address speaking
 * Stripe's API (the local stand-in).
 */
import { setUpCatalogue } from '../src/modules/billing/stripe/catalogue-setup';
import { createStripeClient } from '../src/modules/billing/stripe/stripe-sdk.provider';

async function main() {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) {
    process.stderr.write('STRIPE_SECRET_KEY is not set: give the secret key of your Stripe account (sk_test_... for test mode).\n');
    process.exit(78);
  }
  if (key.startsWith('sk_live_')) process.stderr.write('Warning: this is a live-mode key; the catalogue is created in live mode.\n');
  const stripe = createStripeClient(key, process.env.STRIPE_API_BASE || undefined);
  const result = await setUpCatalogue(stripe, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(
    `Stripe catalogue ready: ${result.pricesCreated.length} price(s) and ${result.productsCreated.length} product(s) created, ${result.pricesKept.length} price(s) already there.\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`stripe:setup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
