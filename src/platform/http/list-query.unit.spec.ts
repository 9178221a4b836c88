import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseListQuery, textFilter } from './list-query';

const defaults = { sort: 'name' as const, order: 'ASC' as const, pageSize: 25, maxPageSize: 100 };
const parse = (query: Record<string, unknown>) => parseListQuery(query, ['name', 'createdAt'], defaults);
const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ZodError) return error.issues[0]?.message;
    throw error;
  }
  return 'no error';
};

describe('parseListQuery', () => {
  it('reads sort, range and filter, and falls back to the defaults', () => {
    expect(parse({})).toEqual({ sortField: 'name', order: 'ASC', from: 0, limit: 25, filter: {}, ids: undefined });
    expect(parse({ sort: '["createdAt","DESC"]', range: '[10,19]', filter: '{"q":"x"}' })).toEqual({
      sortField: 'createdAt',
      order: 'DESC',
      from: 10,
      limit: 10,
      filter: { q: 'x' },
      ids: undefined,
    });
    expect(parse({ range: '[0,5000]' }).limit).toBe(100);
  });

  it('gives the id filter as a list of ids, one or many', () => {
    expect(parse({ filter: '{"id":["alice","bob"],"q":"a"}' })).toMatchObject({ ids: ['alice', 'bob'], filter: { q: 'a' } });
    expect(parse({ filter: '{"id":"alice"}' }).ids).toEqual(['alice']);
    expect(parse({ filter: '{"id":[7,"8"]}' }).ids).toEqual(['7', '8']);
    expect(parse({ filter: '{"id":[]}' }).ids).toEqual([]);
  });

  it.each([
    [{ range: '[0,1e308]' }, 'Malformed range parameter'],
    [{ range: '[1e20,1e21]' }, 'Malformed range parameter'],
    [{ range: '[0,2147483648]' }, 'Malformed range parameter'],
    [{ range: '[-1,5]' }, 'Malformed range parameter'],
    [{ range: '[0.5,5]' }, 'Malformed range parameter'],
    [{ range: '["NaN",5]' }, 'Malformed range parameter'],
    [{ range: 'NaN' }, 'Malformed range parameter'],
    [{ range: '[0,1e999]' }, 'Malformed range parameter'],
    [{ range: '[5,1]' }, 'Malformed range parameter'],
    [{ range: '{"0":0,"1":5}' }, 'Malformed range parameter'],
    [{ range: ['[0,1]', '[0,2]'] }, 'Malformed range parameter'],
    [{ sort: '["password","ASC"]' }, 'Malformed sort parameter'],
    [{ sort: '["name","UP"]' }, 'Malformed sort parameter'],
    [{ sort: '[' }, 'Malformed sort parameter'],
    [{ filter: '[1,2]' }, 'Malformed filter parameter'],
    [{ filter: 'null' }, 'Malformed filter parameter'],
    [{ filter: '"q"' }, 'Malformed filter parameter'],
    [{ filter: '{"id":{"a":1}}' }, 'Malformed filter parameter'],
    [{ filter: '{"id":[true]}' }, 'Malformed filter parameter'],
  ])('refuses %j with a 400 message', (query, message) => {
    expect(messageOf(() => parse(query))).toBe(message);
  });

  it('refuses more than 1000 ids', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i);
    expect(messageOf(() => parse({ filter: JSON.stringify({ id: ids }) }))).toBe('Malformed filter parameter');
    expect(parse({ filter: JSON.stringify({ id: ids.slice(1) }) }).ids).toHaveLength(1000);
  });
});

describe('textFilter', () => {
  it('gives a string field, nothing as empty, and refuses other types', () => {
    expect(textFilter({ q: 'abc' }, 'q')).toBe('abc');
    expect(textFilter({}, 'q')).toBe('');
    expect(textFilter({ q: null }, 'q')).toBe('');
    for (const q of [1, true, ['a'], { a: 1 }]) expect(messageOf(() => textFilter({ q }, 'q'))).toBe('Malformed filter parameter');
  });
});
