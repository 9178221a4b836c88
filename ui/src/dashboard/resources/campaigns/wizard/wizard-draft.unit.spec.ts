import { describe, expect, it } from 'vitest';
import { draftedForm, draftKey, isDraft, parseDraft, sameForm, serialiseDraft } from './wizard-draft';
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

  it("given a draft kept before 'Optimise automatically' existed, when read, then it is a draft with the option off", () => {
    const { optimiseAutomatically: _, ...older } = { ...emptyForm(), name: 'Spring' };
    expect(parseDraft(JSON.stringify({ step: 4, form: older }))).toEqual({ step: 4, form: { ...emptyForm(), name: 'Spring', optimiseAutomatically: false } });
    const on = { step: 4 as const, form: { ...emptyForm(), optimiseAutomatically: true } };
    expect(parseDraft(serialiseDraft(on))).toEqual(on);
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

  it("given a change that leaves the form as it opened, when applied, then there is no form of the user's own", () => {
    const pristine = { ...emptyForm(), profileId: 'acc1' };
    expect(draftedForm({ ...pristine }, pristine)).toBeNull();
    expect(draftedForm({ ...pristine, name: 'Spring' }, pristine)).toEqual({ ...pristine, name: 'Spring' });
  });

  it('given a form as it opened, when a list arrives and its only choice is chosen, then it is still no draft', () => {
    const opened = emptyForm();
    const pristineBefore = { ...opened, profileId: 'acc1' };
    const pristineAfter = { ...pristineBefore, templateId: 't1' };
    // Kept as null, it follows the lists: no draft before or after the template list arrives.
    expect(isDraft(null, pristineBefore, opened)).toBe(false);
    expect(isDraft(null, pristineAfter, opened)).toBe(false);
    // A copy taken before the template list arrived would have been one, though nobody wrote it.
    expect(isDraft(pristineBefore, pristineAfter, opened)).toBe(true);
  });

  it('given a name typed, when compared with the form as it opened, then it is a draft', () => {
    const opened = emptyForm();
    const pristine = { ...opened, profileId: 'acc1' };
    expect(isDraft({ ...pristine, name: 'Spring' }, pristine, opened)).toBe(true);
    expect(isDraft(opened, pristine, opened)).toBe(false);
  });
});
