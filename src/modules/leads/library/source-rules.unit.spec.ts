import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/http/domain-error';
import { leadMessages, sameSourceName, sourceNameTaken } from '../contract';
import { checkSourceName, refuseOverFreeSourceLimit, refuseTakenSourceName } from './source-rules';

const refusal = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, code: error.code, status: error.status };
    throw error;
  }
  return null;
};

describe("a lead source's name", () => {
  it('given names differing only in case and surrounding spaces, then they are one name', () => {
    expect(sameSourceName('Leads', '  leads ')).toBe(true);
    expect(sameSourceName('Leads', 'Leads 2')).toBe(false);
  });

  it("given the user's names, when one folds to the name, then it is taken", () => {
    expect(sourceNameTaken(['Spring', 'LEADS'], ' leads')).toBe(true);
    expect(sourceNameTaken(['Spring'], 'Leads')).toBe(false);
  });

  it('given a blank name, then it is refused as blank; given 101 characters, then as too long', () => {
    expect(refusal(() => checkSourceName('  '))).toMatchObject({ message: leadMessages.nameBlank, code: 'name_blank' });
    expect(refusal(() => checkSourceName('x'.repeat(101)))).toMatchObject({ message: leadMessages.nameTooLong, code: 'name_too_long' });
  });

  it('given surrounding spaces, then the name is kept trimmed', () => {
    expect(checkSourceName(`  ${'x'.repeat(100)} `)).toBe('x'.repeat(100));
  });

  it("when a new source's name is one of the user's, then it is refused as a duplicate (409)", () => {
    expect(refusal(() => refuseTakenSourceName(['Leads'], 'LEADS'))).toEqual({
      message: leadMessages.duplicateSourceName,
      code: 'name_taken',
      status: 409,
    });
    expect(refusal(() => refuseTakenSourceName(['Leads'], 'Other'))).toBeNull();
  });
});

describe("the free plan's sources", () => {
  it('given a free user with 3 sources, when a fourth is made, then it is refused (403)', () => {
    expect(refusal(() => refuseOverFreeSourceLimit('free', 3))).toEqual({
      message: leadMessages.freeSourceLimit,
      code: 'free_source_limit',
      status: 403,
    });
  });

  it('given a free user with 2 sources, or a paid user with many, then a new one is allowed', () => {
    expect(refusal(() => refuseOverFreeSourceLimit('free', 2))).toBeNull();
    expect(refusal(() => refuseOverFreeSourceLimit('basic', 50))).toBeNull();
  });
});
