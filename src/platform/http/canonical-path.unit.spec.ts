import { describe, expect, it } from 'vitest';
import { canonicalPath, isApiPath } from './canonical-path';

describe('canonicalPath', () => {
  it('reads every spelling of a path as one', () => {
    for (const spelled of ['/api/do-not-contact', '/%61pi/do-not-contact', '/%61%50I/do-not-contact', '//api//do-not-contact/', '/x/../api/do-not-contact', '/./api/./do-not-contact', '/x/%2e%2e/api/do-not-contact', '/API/Do-Not-Contact', '/../api/do-not-contact?x=/y']) {
      expect(canonicalPath(spelled), spelled).toBe('/api/do-not-contact');
    }
  });

  it('survives escapes that are not UTF-8 or not escapes', () => {
    expect(canonicalPath('/api/%FF%zz%')).toBe('/api/\u00ff%zz%');
    expect(canonicalPath('')).toBe('/');
  });
});

describe('isApiPath', () => {
  it('is /api and below it, however spelled, and nothing else', () => {
    for (const path of ['/api', '/API/', '/%61pi/auth/sign-in/email', '//api/x', '/x/../api/x']) expect(isApiPath(path), path).toBe(true);
    for (const path of ['/', '/apiary', '/login', '/api/../login', '/assets/api']) expect(isApiPath(path), path).toBe(false);
  });
});
