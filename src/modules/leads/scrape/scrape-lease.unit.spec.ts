import { describe, expect, it } from 'vitest';
import { decideScrapeLease, orphanedSlice, type ScrapeLeaseFacts } from './scrape-lease';

const free: ScrapeLeaseFacts = { slice: 3, leasedBy: null, holderAlive: false, finished: false, canceled: false };
const me = { slice: 3, workerId: 7 };

describe('who runs a scrape slice', () => {
  it('given a scrape between slices, when its next slice arrives, then the slice takes it', () => {
    expect(decideScrapeLease(free, me)).toBe('take');
    expect(decideScrapeLease(free, { ...me, slice: 4 })).toBe('take');
  });

  it('given a scrape whose holder process died, when a slice arrives, then it takes it over', () => {
    expect(decideScrapeLease({ ...free, leasedBy: 9, holderAlive: false }, { ...me, slice: 4 })).toBe('take');
    expect(decideScrapeLease({ ...free, leasedBy: 9, holderAlive: false }, me)).toBe('take');
  });

  it('given a scrape a live process runs, when a slice (an expired job retried, a copy) arrives, then it stands down', () => {
    expect(decideScrapeLease({ ...free, leasedBy: 9, holderAlive: true }, me)).toBe('held');
    expect(decideScrapeLease({ ...free, leasedBy: 9, holderAlive: true }, { ...me, slice: 4 })).toBe('held');
  });

  it('given a scrape this process holds (a slice of it that failed), when its slice is retried here, then it takes it', () => {
    expect(decideScrapeLease({ ...free, leasedBy: 7, holderAlive: true }, me)).toBe('take');
  });

  it('given a later slice took the scrape, when an older slice is retried, then it stands down', () => {
    expect(decideScrapeLease({ ...free, slice: 5 }, me)).toBe('superseded');
  });

  it('given a finished or canceled scrape, when a slice arrives, then there is nothing to run', () => {
    expect(decideScrapeLease({ ...free, finished: true }, me)).toBe('over');
    expect(decideScrapeLease({ ...free, canceled: true, leasedBy: 9, holderAlive: true }, me)).toBe('over');
  });
});

it('given a slice whose process died, then the next slice goes on from it and counts one more failure', () => {
  expect(orphanedSlice({ slice: 3, failures: 0, sourceId: 's' }, 3)).toEqual({ slice: 4, failures: 1, sourceId: 's' });
  expect(orphanedSlice({ slice: 2, sourceId: 's' }, 3)).toEqual({ slice: 4, failures: 1, sourceId: 's' });
});
