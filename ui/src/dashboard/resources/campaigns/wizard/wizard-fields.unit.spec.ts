import { describe, expect, it } from 'vitest';
import { clearedBy, fieldsOfStep } from './wizard-fields';

describe("where the wizard's messages show", () => {
  it('given a step, then the fields it checks before moving on', () => {
    expect(fieldsOfStep(1)).toEqual(['name']);
    expect(fieldsOfStep(2)).toEqual(['leadSourceIds']);
    expect(fieldsOfStep(4)).toEqual(['profileId', 'dailyLimit', 'windowStart', 'timeZone']);
  });

  it("given a change, then the messages it clears: its field's, and the hours' for any of their fields", () => {
    expect(clearedBy({ name: 'x' })).toEqual(['name']);
    expect(clearedBy({ allDay: false })).toEqual(['windowStart']);
    expect(clearedBy({ windowEnd: '10:00', timeZone: 'UTC' })).toEqual(['windowStart', 'timeZone']);
    expect(clearedBy({ skipAlreadyDmd: false })).toEqual([]);
  });
});
