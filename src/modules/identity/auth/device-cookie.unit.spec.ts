import { describe, expect, it } from 'vitest';
import { DeviceCookies } from './device-cookie';

const devices = new DeviceCookies('a-secret-of-at-least-thirty-two-characters', false);
const cookieOf = (setCookie: string) => setCookie.split(';')[0];

describe('DeviceCookies', () => {
  it('recognises its own cookie for the account it was issued for only', () => {
    const cookie = cookieOf(devices.issue('ada@example.com'));
    expect(devices.knownDevice(`other=1; ${cookie}`, 'ada@example.com')).toMatch(/^[\w-]{22}$/);
    expect(devices.knownDevice(cookie, 'grace@example.com')).toBeUndefined();
  });

  it('does not recognise a cookie signed with another secret, altered, or missing', () => {
    const foreign = cookieOf(new DeviceCookies('another-secret-of-thirty-two-characters!', false).issue('ada@example.com'));
    expect(devices.knownDevice(foreign, 'ada@example.com')).toBeUndefined();
    const genuine = cookieOf(devices.issue('ada@example.com'));
    const altered = genuine.replace(/=(.)/, (_match, first: string) => `=${first === 'A' ? 'B' : 'A'}`);
    expect(devices.knownDevice(altered, 'ada@example.com')).toBeUndefined();
    expect(devices.knownDevice(undefined, 'ada@example.com')).toBeUndefined();
    expect(devices.knownDevice('outtwit.device=a.b', 'ada@example.com')).toBeUndefined();
  });

  it('is HttpOnly, SameSite=Lax, sent to the auth routes only, and Secure when asked', () => {
    expect(devices.issue('ada@example.com')).toMatch(/; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
    expect(new DeviceCookies('a-secret-of-at-least-thirty-two-characters', true).issue('ada@example.com')).toMatch(/; Secure$/);
  });
});
