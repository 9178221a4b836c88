import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './signature';

const SECRET = 'whsec_test_secret';
const BODY = '{"id":"evt_1","type":"reply.received","created":"2026-11-29T10:00:00.000Z","data":{"username":"ana"}}';
const NOW = 1_795_900_000;

describe('webhook signatures', () => {
  it('given a body signed with the secret, when checked at once or within five minutes, then it is valid', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    expect(header).toMatch(/^t=1795900000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(SECRET, BODY, header, NOW)).toEqual({ valid: true });
    expect(verifyWebhookSignature(SECRET, BODY, header, NOW + 300)).toEqual({ valid: true });
  });

  it('refuses a body changed by one byte, a wrong secret, and a timestamp older than five minutes', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, BODY.replace('ana', 'anb'), header, NOW)).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyWebhookSignature(`${SECRET}x`, BODY, header, NOW)).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyWebhookSignature(SECRET, BODY, header, NOW + 301)).toEqual({ valid: false, reason: 'too_old' });
    // A signature made for another time is not moved to this one.
    const replayed = header.replace(`t=${NOW}`, `t=${NOW + 600}`);
    expect(verifyWebhookSignature(SECRET, BODY, replayed, NOW + 600)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses headers that are missing or malformed, and accepts any one of several signatures', () => {
    for (const header of [undefined, null, '', 't=abc,v1=00', `v1=${'a'.repeat(64)}`, `t=${NOW}`, `t=${NOW},v1=xyz`]) {
      expect(verifyWebhookSignature(SECRET, BODY, header, NOW).valid, String(header)).toBe(false);
    }
    const good = signWebhook(SECRET, BODY, NOW);
    const both = `${good.split(',')[0]},v1=${'0'.repeat(64)},${good.split(',')[1]}`;
    expect(verifyWebhookSignature(SECRET, BODY, both, NOW)).toEqual({ valid: true });
  });
});
