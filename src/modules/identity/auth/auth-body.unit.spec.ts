import { describe, expect, it } from 'vitest';
import { profileProblem, readAuthBody } from './auth-body';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('readAuthBody', () => {
  it('reads one normalised email from every spelling better-auth accepts', () => {
    const expected = { ok: true, fields: { email: 'ada@example.com', password: 'x' } };
    expect(readAuthBody(json({ email: 'ada@example.com', password: 'x' }), 'application/json')).toEqual(expected);
    expect(readAuthBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json({ email: 'ada@example.com', password: 'x' })]), 'application/json')).toEqual(expected);
    expect(readAuthBody(json({ email: ' ADA@Example.COM\n', password: 'x' }), 'Application/JSON; Charset=UTF-8')).toEqual(expected);
    expect(readAuthBody(Buffer.from('email=Ada%40example.com&password=x'), 'application/x-www-form-urlencoded')).toEqual(expected);
    expect(readAuthBody(Buffer.from('{"email":"decoy@example.com","password":"x","email":"\\u0061da@example.com"}'), 'application/json')).toEqual(expected);
  });

  it('refuses what it cannot read unambiguously', () => {
    const refusals = [
      readAuthBody(json({ email: 'a@b.c' }), undefined),
      readAuthBody(json({ email: 'a@b.c' }), 'text/plain'),
      readAuthBody(json({ email: 'a@b.c' }), 'application/json; charset=latin1'),
      readAuthBody(Buffer.from([0x7b, 0xff, 0x7d]), 'application/json'),
      readAuthBody(Buffer.from('email=a%40b.c&email=c%40d.e'), 'application/x-www-form-urlencoded'),
      readAuthBody(json({ email: ['a@b.c'] }), 'application/json'),
      readAuthBody(json(null), 'application/json'),
      readAuthBody(Buffer.from('{'), 'application/json'),
    ];
    for (const refusal of refusals) expect(refusal).toMatchObject({ ok: false, message: expect.any(String), code: expect.any(String) });
  });

  it('reads an empty body as no fields', () => {
    expect(readAuthBody(undefined, undefined)).toEqual({ ok: true, fields: {} });
  });
});

describe('profileProblem', () => {
  it('allows a short name and an https image, or none', () => {
    expect(profileProblem({ name: 'Ada', image: 'https://example.com/a.png' })).toBeUndefined();
    expect(profileProblem({ name: '', image: '' })).toBeUndefined();
    expect(profileProblem({ image: null })).toBeUndefined();
  });

  it('refuses scripts, plain http, long names and non-text', () => {
    for (const image of ['javascript:alert(1)', ' javascript:alert(1)', 'http://example.com/a.png', 'data:,x', 7]) {
      expect(profileProblem({ image })?.code, String(image)).toBe('invalid_image');
    }
    for (const name of ['x'.repeat(101), 5, ['x']]) expect(profileProblem({ name })?.code).toBe('invalid_name');
  });
});
