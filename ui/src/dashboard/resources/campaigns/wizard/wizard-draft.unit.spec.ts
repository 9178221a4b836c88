import { describe, expect, it } from 'vitest';
import { draftKey, parseDraft, sameForm, serialiseDraft } from './wizard-draft';
import { emptyForm } from './wizard-form';

describe("the wizard's draft", () => {
  it('given a draft at step 3, when it is stored and read back, then the step and every field come back', () => {
    const draft = { step: 3 as const, form: { ...emptyForm(), name: 'Spring', leadSourceIds: ['s1', 's2'], dailyLimit: '75', allDay: false } };
    expect(parseDraft(serialiseDraft(draft))).toEqual(draft);
  });

  it('given nothing, broken text or another shape, when read, then there is no draft', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ step: 7, form: emptyForm() }))).toBeNull();
    expect(parseDraft(JSON.stringify({ step: 2, form: { name: 'x' } }))).toBeNull();
  });

  it("is kept per user, and per campaign when editing", () => {
    expect(draftKey('u1', null)).not.toBe(draftKey('u2', null));
    expect(draftKey('u1', 'c1')).not.toBe(draftKey('u1', null));
  });

  it('given the same sources in another order, when compared, then the forms are the same', () => {
    const form = { ...emptyForm(), leadSourceIds: ['a', 'b'] };
    expect(sameForm(form, { ...form, leadSourceIds: ['b', 'a'] })).toBe(true);
    expect(sameForm(form, { ...form, name: 'x' })).toBe(false);
  });
});
