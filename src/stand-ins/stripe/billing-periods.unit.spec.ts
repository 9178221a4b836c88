import { describe, expect, it } from 'vitest';
import { cardDetails, chargeOutcome } from './cards';
import { addMonths } from './subscriptions';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('monthly periods', () => {
  it('keeps the day of month and time of day, clamped to the end of shorter months, like Stripe', () => {
    expect(addMonths(at('2026-01-15T10:30:00Z'), 1)).toBe(at('2026-02-15T10:30:00Z'));
    expect(addMonths(at('2026-01-31T00:00:00Z'), 1)).toBe(at('2026-02-28T00:00:00Z'));
    expect(addMonths(at('2028-01-31T00:00:00Z'), 1)).toBe(at('2028-02-29T00:00:00Z'));
    // counted from the anchor, so a 31st comes back after a short month
    expect(addMonths(at('2026-01-31T00:00:00Z'), 2)).toBe(at('2026-03-31T00:00:00Z'));
    expect(addMonths(at('2026-12-05T00:00:00Z'), 1)).toBe(at('2027-01-05T00:00:00Z'));
  });
});

describe('test cards', () => {
  it('answers like Stripe test cards: success, declines, invalid numbers', () => {
    expect(chargeOutcome('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(chargeOutcome('4000-0000-0000-0002')).toMatchObject({ ok: false, message: 'Your card was declined.' });
    expect(chargeOutcome('4000000000009995')).toMatchObject({ ok: false, message: 'Your card has insufficient funds.' });
    expect(chargeOutcome('4242 4242 4242 4241')).toMatchObject({ ok: false, message: 'Your card number is invalid.' });
    expect(chargeOutcome('')).toMatchObject({ ok: false, message: 'Your card number is invalid.' });
  });

  it('derives brand, last4 and a stable fingerprint from the number alone', () => {
    const visa = cardDetails('4242 4242 4242 4242');
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242', failsLater: false });
    expect(cardDetails('4242424242424242').fingerprint).toBe(visa.fingerprint);
    expect(cardDetails('5555 5555 5555 4444')).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(cardDetails('5555 5555 5555 4444').fingerprint).not.toBe(visa.fingerprint);
    expect(cardDetails('4000000000000341').failsLater).toBe(true);
  });
});
