/**
 * Stripe's test cards as the hosted checkout takes them: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 0341 attaches but its later charges fail.
 * Any other number that passes the Luhn check succeeds. A card's fingerprint is derived from its number, so the
 * same card gives the same fingerprint every time, on every customer (what the app's trial-abuse check reads).
 */
import { createHmac } from 'node:crypto';

export interface CardOutcome {
  ok: boolean;
  message?: string;
  declineCode?: string;
}

export interface CardDetails {
  brand: string;
  last4: string;
  fingerprint: string;
  funding: 'credit';
  /** Later renewals fail with this card (4000 0000 0000 0341). */
  failsLater: boolean;
}

const DECLINED: Record<string, { message: string; declineCode: string }> = {
  '4000000000000002': { message: 'Your card was declined.', declineCode: 'generic_decline' },
  '4000000000009995': { message: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' },
  '4000000000000069': { message: 'Your card has expired.', declineCode: 'expired_card' },
  '4000000000000127': { message: "Your card's security code is incorrect.", declineCode: 'incorrect_cvc' },
};

export const normaliseCardNumber = (input: string) => input.replace(/[\s-]/g, '');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a charge with this card number goes through, and Stripe's message when it does not. */
export function chargeOutcome(input: string): CardOutcome {
  const digits = normaliseCardNumber(input);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, message: 'Your card number is invalid.', declineCode: 'invalid_number' };
  }
  const declined = DECLINED[digits];
  return declined ? { ok: false, ...declined } : { ok: true };
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

export function cardDetails(input: string): CardDetails {
  const digits = normaliseCardNumber(input);
  const fingerprint = createHmac('sha256', 'stripe-stand-in card fingerprint')
    .update(digits)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16);
  return { brand: brandOf(digits), last4: digits.slice(-4), fingerprint, funding: 'credit', failsLater: digits === '4000000000000341' };
}
