import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieValue, verifiedToken } from './session-resolver';

const SECRET = 'a-secret-of-more-than-thirty-two-characters';

/** How better-call signs a cookie value: WebCrypto HMAC-SHA256 of the value, base64, after a dot. */
async function signed(value: string, secret = SECRET): Promise<string> {
  const key = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(value));
  return `${value}.${Buffer.from(signature).toString('base64')}`;
}

describe('cookieValue', () => {
  it('reads the first cookie of the name, unquoted and decoded', () => {
    expect(cookieValue('a=1; session=abc%2Edef; session=other', 'session')).toBe('abc.def');
    expect(cookieValue('session="quoted"', 'session')).toBe('quoted');
    expect(cookieValue('x-session=1; session=2', 'session')).toBe('2');
    expect(cookieValue('session=%E0%A4%A', 'session')).toBe('%E0%A4%A');
    expect(cookieValue('other=1', 'session')).toBeUndefined();
    expect(cookieValue('', 'session')).toBeUndefined();
  });
});

describe('verifiedToken', () => {
  it("gives the token of a value signed with the secret, as better-call signs it", async () => {
    expect(verifiedToken(await signed('token123'), SECRET)).toBe('token123');
    expect(verifiedToken(await signed('with.dots.inside'), SECRET)).toBe('with.dots.inside');
  });

  it('refuses another secret, a changed token, a missing or malformed signature', async () => {
    const good = await signed('token123');
    const signature = good.slice(good.lastIndexOf('.') + 1);
    expect(verifiedToken(await signed('token123', `${SECRET}-other`), SECRET)).toBeNull();
    expect(verifiedToken(`token124.${signature}`, SECRET)).toBeNull();
    expect(verifiedToken('token123', SECRET)).toBeNull();
    expect(verifiedToken('token123.', SECRET)).toBeNull();
    expect(verifiedToken(`.${signature}`, SECRET)).toBeNull();
    expect(verifiedToken(`token123.${signature.slice(0, -1)}`, SECRET)).toBeNull();
    expect(verifiedToken(`token123.${'A'.repeat(43)}=`, SECRET)).toBeNull();
    expect(verifiedToken(undefined, SECRET)).toBeNull();
  });
});
