import type Stripe from 'stripe';
import type { PaidPlanName } from '../contract';
import { CATALOGUE, CATALOGUE_PRODUCTS } from './catalogue';

export interface CatalogueSetupResult {
  productsCreated: string[];
  pricesCreated: string[];
  pricesKept: string[];
}

/**
 * Creates the catalogue's products and monthly prices in Stripe, idempotently: a price is found by its
 * lookup key and created only when no active price has it (or when its amount differs: the new price takes
 * the key over with transfer_lookup_key); products are found by their `outtwit_plan` metadata. Running it
 * again changes nothing. Creations carry idempotency keys derived from what they create.
 */
export async function setUpCatalogue(stripe: Stripe, log: (line: string) => void = () => undefined): Promise<CatalogueSetupResult> {
  const result: CatalogueSetupResult = { productsCreated: [], pricesCreated: [], pricesKept: [] };
  const products = new Map<PaidPlanName, string>();
  for await (const product of stripe.products.list({ active: true, limit: 100 })) {
    const plan = product.metadata?.outtwit_plan as PaidPlanName | undefined;
    if (plan && !products.has(plan)) products.set(plan, product.id);
  }
  const existing = new Map<string, Stripe.Price>();
  const keys = CATALOGUE.map((price) => price.lookupKey);
  for (let start = 0; start < keys.length; start += 10) {
    const page = await stripe.prices.list({ lookup_keys: keys.slice(start, start + 10), active: true, limit: 100 });
    for (const price of page.data) if (price.lookup_key) existing.set(price.lookup_key, price);
  }
  for (const wanted of CATALOGUE) {
    const found = existing.get(wanted.lookupKey);
    if (found && found.unit_amount === wanted.unitAmount && found.currency === wanted.currency && found.recurring?.interval === 'month') {
      result.pricesKept.push(wanted.lookupKey);
      continue;
    }
    let productId = products.get(wanted.plan) ?? (typeof found?.product === 'string' ? found.product : undefined);
    if (!productId) {
      const definition = CATALOGUE_PRODUCTS.find((product) => product.plan === wanted.plan);
      const created = await stripe.products.create(
        { name: definition?.name ?? wanted.plan, description: definition?.description, metadata: { outtwit_plan: wanted.plan } },
        { idempotencyKey: `outtwit-product-${wanted.plan}` },
      );
      productId = created.id;
      products.set(wanted.plan, productId);
      result.productsCreated.push(created.id);
      log(`created product ${created.id} (${created.name})`);
    }
    const price = await stripe.prices.create(
      {
        product: productId,
        currency: wanted.currency,
        unit_amount: wanted.unitAmount,
        recurring: { interval: 'month' },
        lookup_key: wanted.lookupKey,
        transfer_lookup_key: Boolean(found),
        metadata: { outtwit_plan: wanted.plan, allowed_accounts: String(wanted.accounts) },
      },
      { idempotencyKey: `outtwit-price-${wanted.lookupKey}-${wanted.unitAmount}-${productId}` },
    );
    result.pricesCreated.push(wanted.lookupKey);
    log(`created price ${price.id} ${wanted.lookupKey} $${(wanted.unitAmount / 100).toFixed(0)}/month`);
  }
  return result;
}
