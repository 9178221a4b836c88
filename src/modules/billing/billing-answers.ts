/** The billing endpoints' own answers and refusals (those the contract shared with the UI does not carry). */
export const billingAnswers = {
  planUpdated: 'Your plan has been updated.',
  downgradeScheduled: (date: string) => `Your plan will change at the end of the billing period (${date.slice(0, 10)}).`,
  sessionNotFound: 'Checkout session not found',
  alreadySubscribed: 'You already have a subscription. Change your plan from this page instead.',
  invalidSignature: 'Invalid Stripe signature',
} as const;
