import { describe, expect, it } from 'vitest';
import { applyOnboardingUpdate } from './completed-steps';
import { MAX_COMPLETED_STEPS, onboardingMessages, updateOnboardingSchema } from './contract';

describe('the completed list', () => {
  it('adds a completed tour once, however often it is completed', () => {
    const once = applyOnboardingUpdate([], { complete: ['dashboard-tour'] });
    expect(applyOnboardingUpdate(once, { complete: ['dashboard-tour', 'dashboard-tour'] })).toEqual(['dashboard-tour']);
  });

  it('keeps the order ids were first completed in', () => {
    expect(applyOnboardingUpdate(['dashboard-tour'], { complete: ['campaign-tip', 'connect-account-tour', 'dashboard-tour'] })).toEqual([
      'dashboard-tour',
      'campaign-tip',
      'connect-account-tour',
    ]);
  });

  it('reset clears the list, then adds what the same update completes', () => {
    expect(applyOnboardingUpdate(['dashboard-tour', 'leads-setup'], { reset: true })).toEqual([]);
    expect(applyOnboardingUpdate(['dashboard-tour'], { reset: true, complete: ['leads-setup'] })).toEqual(['leads-setup']);
  });

  it(`refuses to grow past ${MAX_COMPLETED_STEPS} ids`, () => {
    const full = Array.from({ length: MAX_COMPLETED_STEPS }, (_, n) => `step-${n}`);
    expect(applyOnboardingUpdate(full, { complete: ['step-0'] })).toHaveLength(MAX_COMPLETED_STEPS);
    expect(() => applyOnboardingUpdate(full, { complete: ['one-more'] })).toThrow(onboardingMessages.tooMany);
  });
});

describe('the update request', () => {
  const messageOf = (body: unknown) => {
    const parsed = updateOnboardingSchema.safeParse(body);
    return parsed.success ? 'ok' : parsed.error.issues[0]?.message;
  };

  it('takes ids to complete and a reset', () => {
    expect(messageOf({ complete: ['dashboard-tour'] })).toBe('ok');
    expect(messageOf({ reset: true })).toBe('ok');
  });

  it('refuses an empty update, unknown fields and ids that are not lower-case words', () => {
    expect(messageOf({})).toBe(onboardingMessages.nothingToChange);
    expect(messageOf({ complete: [] })).toBe(onboardingMessages.nothingToChange);
    expect(messageOf({ reset: false })).toBe(onboardingMessages.nothingToChange);
    expect(messageOf({ completedSteps: ['x'] })).toBe(onboardingMessages.nothingToChange);
    expect(messageOf(null)).toBe(onboardingMessages.nothingToChange);
    expect(messageOf({ complete: ['Dashboard Tour'] })).toBe(onboardingMessages.invalidId);
    expect(messageOf({ complete: [42] })).toBe(onboardingMessages.invalidId);
    expect(messageOf({ complete: 'dashboard-tour' })).toBe(onboardingMessages.invalidId);
  });
});
