import { describe, expect, it } from 'vitest';
import { isCrossOriginWrite, originsOf, ownOriginOf } from './cross-origin';

const trusted = originsOf(['http://localhost:3000', 'http://localhost:5173/']);
const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });

describe('isCrossOriginWrite', () => {
  it('refuses a state change whose Origin is not trusted', () => {
    expect(isCrossOriginWrite(request('POST', '/api/auth/sign-in/email', { origin: 'https://evil.example' }), trusted)).toBe(true);
    expect(isCrossOriginWrite(request('DELETE', '/api/do-not-contact/x', { origin: 'http://localhost:3001' }), trusted)).toBe(true);
    expect(isCrossOriginWrite(request('PUT', '/api/plan', { origin: 'null' }), trusted)).toBe(true);
  });

  it('lets trusted origins through, whatever Sec-Fetch-Site says', () => {
    expect(isCrossOriginWrite(request('POST', '/api/plan', { origin: 'http://localhost:3000' }), trusted)).toBe(false);
    expect(isCrossOriginWrite(request('POST', '/api/plan', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }), trusted)).toBe(false);
  });

  it('without Origin, refuses what the browser marks cross-site or same-site, and lets non-browser clients through', () => {
    expect(isCrossOriginWrite(request('POST', '/api/plan', { 'sec-fetch-site': 'cross-site' }), trusted)).toBe(true);
    expect(isCrossOriginWrite(request('POST', '/api/plan', { 'sec-fetch-site': 'same-site' }), trusted)).toBe(true);
    expect(isCrossOriginWrite(request('POST', '/api/plan', { 'sec-fetch-site': 'same-origin' }), trusted)).toBe(false);
    expect(isCrossOriginWrite(request('POST', '/api/plan', { 'sec-fetch-site': 'none' }), trusted)).toBe(false);
    expect(isCrossOriginWrite(request('POST', '/api/webhooks/stripe'), trusted)).toBe(false);
  });

  it('lets a request with an API key and no cookie through from any origin, but not one that also carries cookies', () => {
    const key = { origin: 'https://crm.example', authorization: 'Bearer otk_abc' };
    expect(isCrossOriginWrite(request('POST', '/api/campaigns/c1/start', key), trusted)).toBe(false);
    expect(isCrossOriginWrite(request('POST', '/api/campaigns/c1/start', { ...key, cookie: 'better-auth.session_token=x' }), trusted)).toBe(true);
    expect(isCrossOriginWrite(request('POST', '/api/campaigns/c1/start', { ...key, authorization: 'Basic abc' }), trusted)).toBe(true);
    expect(isCrossOriginWrite(request('POST', '/api/campaigns/c1/start', { ...key, authorization: 'Bearer ' }), trusted)).toBe(true);
  });

  it('never blocks reads, or the providers posting back to their callback', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossOriginWrite(request(method, '/api/plan', { origin: 'https://evil.example' }), trusted)).toBe(false);
    }
    expect(isCrossOriginWrite(request('POST', '/api/auth/callback/google', { origin: 'https://accounts.google.com' }), trusted)).toBe(false);
    expect(isCrossOriginWrite(request('POST', '/api/auth/callback/google?state=x', { origin: 'https://accounts.google.com' }), trusted)).toBe(false);
  });

  it('refuses a write from another site whatever the spelling of its path', () => {
    const evil = { origin: 'https://evil.example' };
    for (const path of ['/%61pi/do-not-contact', '//api/do-not-contact', '/x/../api/do-not-contact', '/API/do-not-contact', '/login', '/apiary']) {
      expect(isCrossOriginWrite(request('POST', path, evil), trusted), path).toBe(true);
    }
    // A callback-looking path that a router may resolve to another route is not the callback.
    for (const path of ['/api/auth/callback/../../do-not-contact', '/api/auth/callback/%2e%2e/x', '/api/auth/callback//x', '/api/auth/callback/g/../../x']) {
      expect(isCrossOriginWrite(request('POST', path, evil), trusted), path).toBe(true);
    }
  });

  it('lets a page post to the origin it was served from, whatever PUBLIC_URL says', () => {
    const at = (origin: string) => request('POST', '/api/auth/sign-in/email', { origin });
    expect(isCrossOriginWrite({ ...at('http://127.0.0.1:3000'), ownOrigin: 'http://127.0.0.1:3000' }, trusted)).toBe(false);
    expect(isCrossOriginWrite({ ...at('http://192.0.2.2:3000'), ownOrigin: 'http://192.0.2.2:3000' }, trusted)).toBe(false);
    expect(isCrossOriginWrite({ ...at('https://evil.example'), ownOrigin: 'http://127.0.0.1:3000' }, trusted)).toBe(true);
    expect(isCrossOriginWrite({ ...at('http://127.0.0.1:3001'), ownOrigin: 'http://127.0.0.1:3000' }, trusted)).toBe(true);
    expect(isCrossOriginWrite({ ...at('https://127.0.0.1:3000'), ownOrigin: 'http://127.0.0.1:3000' }, trusted)).toBe(true);
  });
});

describe('ownOriginOf', () => {
  it('is the protocol and Host the request was sent to', () => {
    expect(ownOriginOf({ protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(ownOriginOf({ protocol: 'https', host: 'app.example:443' })).toBe('https://app.example');
    expect(ownOriginOf({ protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('is nothing for a Host that is not a host', () => {
    expect(ownOriginOf({ protocol: 'http', host: '' })).toBeUndefined();
    expect(ownOriginOf({ protocol: 'http', host: 'evil.example/x' })).toBeUndefined();
    expect(ownOriginOf({ protocol: 'http', host: 'user@evil.example' })).toBeUndefined();
  });
});
