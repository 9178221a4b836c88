/**
 * The product catalogue the stand-in starts with: billing's catalogue, as `npm run stripe:setup` creates it in
 * Stripe's test mode (monthly prices found by lookup key, each bought with quantity 1).
 */
import {
  CATALOGUE,
  CATALOGUE_PRODUCTS,
  type CataloguePrice as BillingCataloguePrice,
  type CatalogueProduct,
  lookupKeyOf,
} from '../../modules/billing/stripe/catalogue';

export type { CatalogueProduct };

/** A catalogue price with its billing interval, as the stand-in creates it. */
export type CataloguePrice = BillingCataloguePrice & { interval: 'month' };

export const STRIPE_PRODUCTS = CATALOGUE_PRODUCTS;

export const catalogueLookupKey = lookupKeyOf;

export const STRIPE_CATALOGUE: readonly CataloguePrice[] = CATALOGUE.map((price) => ({ ...price, interval: 'month' }));
