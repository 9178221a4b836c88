import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../../stand-ins/stripe';
import { CATALOGUE } from './catalogue';
import { setUpCatalogue } from './catalogue-setup';
import { createStripeClient } from './stripe-sdk.provider';

let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn({ port: 0, tickMs: 0 });
});
afterAll(async () => {
  await standIn?.close();
});

it('finds every catalogue price by lookup key, creates what is missing or priced otherwise, and changes nothing when run again', async () => {
  const stripe = createStripeClient(standIn.secretKey, standIn.url);
  const first = await setUpCatalogue(stripe);
  expect(first.pricesKept.sort()).toEqual(CATALOGUE.map((price) => price.lookupKey).sort());

  // A price that lost its key, and one at an old amount: both are (re)created, the second takes its key over.
  const [missing] = (await stripe.prices.list({ lookup_keys: ['pro_monthly_20'] })).data;
  await stripe.prices.update(missing?.id as string, { lookup_key: 'retired_pro_20' });
  const [basic] = (await stripe.prices.list({ lookup_keys: ['basic_monthly'] })).data;
  const old = await stripe.prices.create({ product: basic?.product as string, currency: 'usd', unit_amount: 5_000, recurring: { interval: 'month' }, lookup_key: 'basic_monthly', transfer_lookup_key: true });
  expect(old.lookup_key).toBe('basic_monthly');

  const second = await setUpCatalogue(stripe);
  expect(second.pricesCreated.sort()).toEqual(['basic_monthly', 'pro_monthly_20']);
  const [basicNow] = (await stripe.prices.list({ lookup_keys: ['basic_monthly'], active: true })).data;
  expect(basicNow?.unit_amount).toBe(7_700);
  const [pro20] = (await stripe.prices.list({ lookup_keys: ['pro_monthly_20'] })).data;
  expect(pro20?.unit_amount).toBe(82_300);

  const third = await setUpCatalogue(stripe);
  expect(third.pricesCreated).toEqual([]);
  expect(third.productsCreated).toEqual([]);
});
