/** The plans as the pricing section shows them: the billing contract's figures, as on the Account Plan page. */
import {
  BASIC_ACCOUNTS,
  BASIC_LEAD_CREDITS,
  BASIC_MONTHLY_PRICE,
  BASIC_TRIAL_DAYS,
  formatCredits,
  PRO_ACCOUNTS,
  PRO_LEAD_CREDITS,
  proMonthlyPrice,
} from '@shared/billing/contract';

export interface PricingPlan {
  key: 'free' | 'basic' | 'pro';
  name: string;
  price: string;
  priceNote: string;
  points: string[];
  cta: string;
  highlighted?: boolean;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export const pricingPlans: PricingPlan[] = [
  {
    key: 'free',
    name: 'Free',
    price: '$0',
    priceNote: 'per month',
    points: ['Search the lead database (limited)', 'Limited lead credits', 'Community support'],
    cta: 'Get started',
  },
  {
    key: 'basic',
    name: 'Basic',
    price: dollars(BASIC_MONTHLY_PRICE),
    priceNote: `per month, ${BASIC_TRIAL_DAYS}-day free trial`,
    points: [
      `${BASIC_ACCOUNTS} connected X account`,
      `${formatCredits(BASIC_LEAD_CREDITS)} lead credits`,
      'Lead scraper and the full lead database',
      'Cloud outreach campaigns',
      'Email support',
    ],
    cta: `Start ${BASIC_TRIAL_DAYS}-day free trial`,
    highlighted: true,
  },
  {
    key: 'pro',
    name: 'Pro',
    price: `${dollars(proMonthlyPrice(PRO_ACCOUNTS.min))} to ${dollars(proMonthlyPrice(PRO_ACCOUNTS.max))}`,
    priceNote: `per month, for ${PRO_ACCOUNTS.min} to ${PRO_ACCOUNTS.max} accounts`,
    points: [
      `${PRO_ACCOUNTS.min} to ${PRO_ACCOUNTS.max} connected X accounts`,
      `${formatCredits(PRO_LEAD_CREDITS)} lead credits`,
      'Everything in Basic',
      'CSV download of lead sources',
      'Priority support',
    ],
    cta: 'Get started',
  },
];
