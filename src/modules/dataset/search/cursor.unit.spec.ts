import { expect, it } from 'vitest';
import { DomainError } from '../../../platform/http/domain-error';
import { datasetMessages } from '../contract';
import { decodeCursor, encodeCursor } from './dataset-search.service';

it('carries the matches read so far and the last X user id through a page cursor', () => {
  expect(encodeCursor(1000, '1000000000000999')).toBe('1000.1000000000000999');
  expect(decodeCursor(encodeCursor(1000, '1000000000000999'))).toEqual({ seen: 1000, id: '1000000000000999' });
  for (const bad of ['', '1000', '.123', 'x.123', '1000.', '1.\u0001', `1.${'9'.repeat(41)}`, '1234567890.1']) {
    expect(() => decodeCursor(bad), bad).toThrow(new DomainError(datasetMessages.badCursor, 'bad_cursor'));
  }
});
