import { BASIC_MONTHLY_PRICE, PRO_ACCOUNTS, PRO_MONTHLY_PRICES, type PaidPlanName } from '../contract';

/**
 * The product catalogue in Stripe: one product per paid plan and one monthly price per plan and account
 * count, found by lookup key (`basic_monthly`, `pro_monthly_2` … `pro_monthly_20`), each bought with
 * quantity 1. `npm run stripe:setup` creates it; the app finds prices by these keys only.
 */
export interface CataloguePrice {
  lookupKey: string;
  plan: PaidPlanName;
  accounts: number;
  /** Cents per month. */
  unitAmount: number;
  currency: 'usd';
}

export interface CatalogueProduct {
  plan: PaidPlanName;
  name: string;
  description: string;
}

export const CATALOGUE_PRODUCTS: readonly CatalogueProduct[] = [
  { plan: 'basic', name: 'OutTwit Basic', description: '1 connected X account, scraper, cloud outreach, email support' },
  { plan: 'pro', name: 'OutTwit Pro', description: '2 to 20 connected X accounts, CSV download, priority support' },
];

/** The lookup key of a plan's monthly price: basic_monthly, or pro_monthly_{accounts} for 2 to 20 accounts. */
export const lookupKeyOf = (plan: PaidPlanName, accounts = 1) => (plan === 'basic' ? 'basic_monthly' : `pro_monthly_${accounts}`);

const proCounts = Array.from({ length: PRO_ACCOUNTS.max - PRO_ACCOUNTS.min + 1 }, (_, i) => PRO_ACCOUNTS.min + i);

export const CATALOGUE: readonly CataloguePrice[] = [
  { lookupKey: 'basic_monthly', plan: 'basic', accounts: 1, unitAmount: BASIC_MONTHLY_PRICE * 100, currency: 'usd' },
  ...proCounts.map(
    (accounts): CataloguePrice => ({
      lookupKey: lookupKeyOf('pro', accounts),
      plan: 'pro',
      accounts,
      unitAmount: (PRO_MONTHLY_PRICES[accounts] as number) * 100,
      currency: 'usd',
    }),
  ),
];

/** The catalogue entry of a lookup key (undefined for prices that are not ours). */
export const catalogueEntry = (lookupKey: string | null | undefined) => CATALOGUE.find((price) => price.lookupKey === lookupKey);
