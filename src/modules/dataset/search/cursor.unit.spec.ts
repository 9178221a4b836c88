import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/http/domain-error';
import { datasetMessages } from '../contract';
import { cursorKeyFrom, readCursor, signCursor } from './cursor';

const key = cursorKeyFrom('a server secret of at least 32 characters');
const refusal = new DomainError(datasetMessages.badCursor, 'bad_cursor');

describe('search page cursors', () => {
  it('carry the matches seen so far and the last X user id, for the user they were signed for', () => {
    const cursor = signCursor(key, 'user-1', { seen: 1000, id: '1000000000000999' });
    expect(cursor).toMatch(/^1000\.1000000000000999\.[\w-]{22}$/);
    expect(readCursor(key, 'user-1', cursor)).toEqual({ seen: 1000, id: '1000000000000999' });
  });

  it('refuse a cursor written by the client, altered, signed for another user or with another key', () => {
    const cursor = signCursor(key, 'user-1', { seen: 1000, id: '1000000000000999' });
    const [, id, signature] = cursor.split('.');
    const forged = [
      '0.1000000000000999',
      `0.${id}.${signature}`,
      `1000.1000000000000998.${signature}`,
      `1000.${id}.${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${cursor}x`,
    ];
    for (const bad of forged) expect(() => readCursor(key, 'user-1', bad), bad).toThrow(refusal);
    expect(() => readCursor(key, 'user-2', cursor)).toThrow(refusal);
    expect(() => readCursor(cursorKeyFrom('another server secret of 32 characters'), 'user-1', cursor)).toThrow(refusal);
  });

  it('refuse what is not a cursor at all', () => {
    for (const bad of ['', '1000', '.123', 'x.123', '1000.', '1.\u0001', `1.${'9'.repeat(41)}`, '1234567890.1', 'a.b.c.d']) {
      expect(() => readCursor(key, 'user-1', bad), bad).toThrow(refusal);
    }
  });
});
