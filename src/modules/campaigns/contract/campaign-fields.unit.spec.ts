import { describe, expect, it } from 'vitest';
import { campaignNameProblem, sourceCountProblem } from './campaign-fields';
import { readDailyLimit } from './daily-limit';
import { campaignMessages } from './messages';
import { nameTaken, sameName } from './names';

describe("a campaign's name", () => {
  it('given names differing only in case and surrounding spaces, then they are one name', () => {
    expect(sameName('Launch', '  launch ')).toBe(true);
    expect(sameName('Launch', 'Launch 2')).toBe(false);
  });

  it("given the user's other names, when one folds to the same, then the name is taken", () => {
    expect(nameTaken(['Spring', 'LAUNCH'], ' launch')).toBe(true);
    expect(nameTaken(['Spring'], 'Launch')).toBe(false);
    expect(nameTaken([], 'Launch')).toBe(false);
  });

  it('given a blank name, then it is refused with the message the caller names (the wizard by default)', () => {
    expect(campaignNameProblem('   ')).toBe(campaignMessages.nameRequired);
    expect(campaignNameProblem('', campaignMessages.nameBlank)).toBe(campaignMessages.nameBlank);
  });

  it('given 100 characters once trimmed, then it is valid; given 101, then it is too long', () => {
    expect(campaignNameProblem(` ${'x'.repeat(100)} `)).toBeNull();
    expect(campaignNameProblem('x'.repeat(101))).toBe(campaignMessages.nameTooLong);
  });
});

describe("a campaign's lead sources", () => {
  it('given none, then they are required; given 1 to 100, then valid; given 101, then too many', () => {
    expect(sourceCountProblem(0)).toBe(campaignMessages.sourcesRequired);
    expect(sourceCountProblem(1)).toBeNull();
    expect(sourceCountProblem(100)).toBeNull();
    expect(sourceCountProblem(101)).toBe(campaignMessages.tooManySources);
  });
});

describe("a campaign's daily limit", () => {
  it('given a whole number from 50 to 450, as a number or a numeric string, then it is the limit', () => {
    expect(readDailyLimit(50)).toEqual({ ok: true, limit: 50 });
    expect(readDailyLimit(' 450 ')).toEqual({ ok: true, limit: 450 });
  });

  it('given nothing, a fraction or not a number, then it is required', () => {
    for (const value of ['', '  ', 100.5, Number.NaN, 'ten']) {
      expect(readDailyLimit(value)).toEqual({ ok: false, error: campaignMessages.dailyLimitRequired });
    }
  });

  it('given a whole number outside 50 to 450, then it is out of range', () => {
    expect(readDailyLimit(49)).toEqual({ ok: false, error: campaignMessages.dailyLimitRange });
    expect(readDailyLimit('451')).toEqual({ ok: false, error: campaignMessages.dailyLimitRange });
  });
});
