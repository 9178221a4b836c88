import { expect, it } from 'vitest';
import { byLabel } from './plan-history-labels';

it("given a change the signed-in person made, then it reads 'You' (or 'Checkout'), whatever the email's case", () => {
  expect(byLabel({ by: 'user', by_email: 'Ana@Example.com' }, 'ana@example.com')).toBe('You');
  expect(byLabel({ by: 'checkout', by_email: 'ana@example.com' }, 'ana@example.com')).toBe('Checkout');
});

it("given a colleague's change, then it names them by email", () => {
  expect(byLabel({ by: 'user', by_email: 'ben@example.com' }, 'ana@example.com')).toBe('ben@example.com');
  expect(byLabel({ by: 'checkout', by_email: 'ben@example.com' }, 'ana@example.com')).toBe('Checkout by ben@example.com');
});

it('given a change by Stripe, a job or sign-up, then it names the source', () => {
  expect(byLabel({ by: 'webhook', by_email: null }, 'ana@example.com')).toBe('Stripe');
  expect(byLabel({ by: 'job', by_email: null }, 'ana@example.com')).toBe('Scheduled job');
  expect(byLabel({ by: 'registration', by_email: null }, undefined)).toBe('Sign-up');
});
