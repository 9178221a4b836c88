/**
 * The product catalogue the stand-in starts with, as `npm run stripe:setup` creates it in Stripe's test mode:
 * one product per paid plan and one monthly price per plan and account count, found by lookup key
 * (`basic_monthly`, `pro_monthly_2` … `pro_monthly_20`), each bought with quantity 1.
 */
import { BASIC_MONTHLY_PRICE, PRO_ACCOUNTS, PRO_MONTHLY_PRICES } from '../../modules/billing/contract';

export interface CataloguePrice {
  lookupKey: string;
  plan: 'basic' | 'pro';
  accounts: number;
  /** Cents per month. */
  unitAmount: number;
  currency: 'usd';
  interval: 'month';
}

export interface CatalogueProduct {
  plan: 'basic' | 'pro';
  name: string;
  description: string;
}

export const STRIPE_PRODUCTS: readonly CatalogueProduct[] = [
  { plan: 'basic', name: 'OutTwit Basic', description: '1 connected X account, scraper, cloud outreach, email support' },
  { plan: 'pro', name: 'OutTwit Pro', description: '2 to 20 connected X accounts, CSV download, priority support' },
];

/** The lookup key of a plan's monthly price: basic_monthly, or pro_monthly_{accounts} for 2 to 20 accounts. */
export const catalogueLookupKey = (plan: 'basic' | 'pro', accounts = 1) =>
  plan === 'basic' ? 'basic_monthly' : `pro_monthly_${accounts}`;

const proAccountCounts = Array.from({ length: PRO_ACCOUNTS.max - PRO_ACCOUNTS.min + 1 }, (_, i) => PRO_ACCOUNTS.min + i);

export const STRIPE_CATALOGUE: readonly CataloguePrice[] = [
  { lookupKey: 'basic_monthly', plan: 'basic', accounts: 1, unitAmount: BASIC_MONTHLY_PRICE * 100, currency: 'usd', interval: 'month' },
  ...proAccountCounts.map(
    (accounts): CataloguePrice => ({
      lookupKey: catalogueLookupKey('pro', accounts),
      plan: 'pro',
      accounts,
      unitAmount: (PRO_MONTHLY_PRICES[accounts] as number) * 100,
      currency: 'usd',
      interval: 'month',
    }),
  ),
];
