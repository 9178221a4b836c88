import { describe, expect, it } from 'vitest';
import {
  checkMessageLength,
  FIRST_NAME_FALLBACK,
  firstName,
  messageTokens,
  personalise,
  SIMILARITY_THRESHOLD,
  similarVariations,
  tokenSimilarity,
  usesVariables,
} from './personalise';

const lead = {
  username: 'jane_doe',
  name: 'Jane Doe',
  followers_count: 12345,
  metadata: { company: 'Acme', city: 'Lisbon' },
};

describe('personalise', () => {
  it('fills [First Name] and every variable', () => {
    const message = 'Hi [First Name]! {first_name}, {name} (@{username}) has {followers_count} followers at {custom1} in {custom2}.';
    expect(personalise(message, lead, ['company', 'city'])).toBe(
      'Hi Jane! Jane, Jane Doe (@jane_doe) has 12,345 followers at Acme in Lisbon.',
    );
  });

  it('takes custom1 and custom2 from the source columns in file order, not the metadata key order', () => {
    expect(personalise('{custom1}/{custom2}', lead, ['city', 'company'])).toBe('Lisbon/Acme');
    expect(personalise('{custom1}/{custom2}', lead)).toBe('Acme/Lisbon');
  });

  it("skips the columns the upload took into the lead's own fields, which csv_columns lists too", () => {
    expect(personalise('{custom1}/{custom2}', lead, ['Name', 'bio', 'city', 'followers_count', 'company'])).toBe('Lisbon/Acme');
  });

  it('leaves empty text for missing columns and values, and for an unknown follower count', () => {
    expect(personalise('[{custom1}][{custom2}][{followers_count}]', { username: 'x', metadata: { a: 'A' } }, ['a'])).toBe('[A][][]');
    expect(personalise('{custom1}', { username: 'x', metadata: null })).toBe('');
  });

  it("reads columns named like an object's built-ins (constructor, toString, __proto__) as any other column", () => {
    const metadata = JSON.parse('{"constructor":"Acme","toString":"Lisbon","__proto__":"CEO"}') as Record<string, string>;
    const columns = ['constructor', 'toString', '__proto__'];
    expect(personalise('{custom1}/{custom2}', { username: 'x', metadata }, columns)).toBe('Acme/Lisbon');
    expect(personalise('{custom1}|{custom2}', { username: 'x', metadata }, ['__proto__', 'hasOwnProperty'])).toBe('CEO|');
    // The lead has no value in those columns: empty text, never the object's own functions.
    expect(personalise('[{custom1}][{custom2}]', { username: 'x', metadata: {} }, columns)).toBe('[][]');
    expect(personalise('[{custom1}][{custom2}]', { username: 'x', metadata: {} }, ['__proto__', 'valueOf'])).toBe('[][]');
    // Values that are not text are not personalised with.
    expect(personalise('[{custom1}]', { username: 'x', metadata: { a: 5 as unknown as string } }, ['a'])).toBe('[]');
  });

  it('falls back to "there" when the lead has no usable first name', () => {
    expect(FIRST_NAME_FALLBACK).toBe('there');
    for (const name of [null, '', '   ', '🚀🚀', '1234', 'X', '@brand']) {
      expect(personalise('Hi [First Name],', { username: 'someone', name }), String(name)).toBe('Hi there,');
    }
  });

  it('uses the username where {name} has no display name, and drops a leading @', () => {
    expect(personalise('{name} {username}', { username: '@@bob', name: null })).toBe('bob bob');
  });

  it('matches variables case-insensitively and with spaces inside, and leaves unknown braces alone', () => {
    expect(personalise('{ First_Name } [first name] {USERNAME} {unknown} {custom3}', lead)).toBe('Jane Jane jane_doe {unknown} {custom3}');
  });

  it('does not re-expand variables that appear in the lead data', () => {
    expect(personalise('{name} / {custom1}', { username: 'u', name: '{username}', metadata: { c: '[First Name]' } }, ['c'])).toBe(
      '{username} / [First Name]',
    );
  });

  it('leaves a message without variables as it is', () => {
    expect(personalise('Plain text, no variables.', lead)).toBe('Plain text, no variables.');
    expect(usesVariables('Plain text')).toBe(false);
    expect(usesVariables('Hey [First Name]')).toBe(true);
    expect(usesVariables('Hey {custom2}')).toBe(true);
  });
});

describe('firstName', () => {
  it.each([
    ['Jane Doe', 'Jane'],
    ['JOHN SMITH', 'John'],
    ['john smith', 'John'],
    ['McKenzie Ross', 'McKenzie'],
    ["o'neil", "O'Neil"],
    ['jean-luc picard', 'Jean-Luc'],
    ['Dr. Sarah Connor', 'Sarah'],
    ['Mr Bean', 'Bean'],
    ['🚀 Elena | Growth marketer', 'Elena'],
    ['Anna🌸', 'Anna'],
    ['José Álvarez', 'José'],
    ['Łukasz', 'Łukasz'],
    ['  Émile  ', 'Émile'],
    ['Ахмед Иванов', 'Ахмед'],
    ['A B', null],
    ['99problems', null],
    ['Supercalifragilisticexpialidocious Person', 'Person'],
    ['', null],
    [null, null],
  ])('%s → %s', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});

describe('checkMessageLength', () => {
  it('flags a message over 10,000 characters as too long', () => {
    expect(checkMessageLength('a'.repeat(10_000))).toMatchObject({ length: 10_000, tooLong: false, mayExceed: false });
    expect(checkMessageLength('a'.repeat(10_001))).toMatchObject({ tooLong: true, mayExceed: false });
  });

  it('warns when the variables at their longest may push it over', () => {
    const check = checkMessageLength(`${'a'.repeat(9_990)}{custom1}`);
    expect(check.length).toBe(9_999);
    expect(check.longest).toBe(9_990 + 500);
    expect(check).toMatchObject({ tooLong: false, mayExceed: true });
    expect(checkMessageLength('Hi [First Name]').longest).toBe(3 + 20);
  });
});

describe('similarVariations', () => {
  it('flags variations that differ only by punctuation, case or variables', () => {
    const pairs = similarVariations([
      'Hey [First Name], love your content on growth! Want to chat?',
      'hey {first_name} love your content on growth want to chat',
      'Completely different text about a product launch next week and pricing',
    ]);
    expect(pairs).toEqual([{ a: 0, b: 1, similarity: 1 }]);
  });

  it('uses the documented threshold: one word changed in ten is flagged, three are not', () => {
    const base = 'one two three four five six seven eight nine ten';
    const oneChanged = 'one two three four five six seven eight nine eleven'; // 9 / 11 = 0.82
    const threeChanged = 'one two three four five six seven x y z'; // 7 / 13 = 0.54
    expect(SIMILARITY_THRESHOLD).toBe(0.8);
    expect(similarVariations([base, oneChanged])).toEqual([{ a: 0, b: 1, similarity: 0.82 }]);
    expect(similarVariations([base, threeChanged])).toEqual([]);
  });

  it('compares short messages only when identical, and ignores blank ones', () => {
    expect(similarVariations(['Hi there', 'Hi you'])).toEqual([]);
    expect(similarVariations(['Hi there!', 'hi, THERE'])).toEqual([{ a: 0, b: 1, similarity: 1 }]);
    expect(similarVariations(['', '   ', 'x'])).toEqual([]);
  });

  it('computes Jaccard similarity on normalised words', () => {
    expect([...messageTokens('Café, CAFE! {username} [First Name] 42')]).toEqual(['cafe', '42']);
    expect(tokenSimilarity(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(tokenSimilarity(new Set(), new Set())).toBe(1);
  });
});
