import { describe, expect, it } from 'vitest';
import { TRAINING_MODULES } from '@shared/onboarding/training-modules';
import { trainingPercent, trainingStepId } from './training-progress';

const ids = TRAINING_MODULES.map((module) => module.id);

describe('Training Center progress', () => {
  it('is 0% on a first visit: the module selected by default is not counted as done', () => {
    expect(trainingPercent(ids, [])).toBe(0);
    expect(trainingPercent(ids, ['dashboard-tour'])).toBe(0);
  });

  it('counts the modules read, in any order, as a share of all six', () => {
    expect(trainingPercent(ids, [trainingStepId(ids[0] as string)])).toBe(17);
    expect(trainingPercent(ids, [trainingStepId(ids[5] as string), trainingStepId(ids[2] as string)])).toBe(33);
    expect(trainingPercent(ids, ids.map(trainingStepId))).toBe(100);
  });

  it('is 0% with no modules', () => {
    expect(trainingPercent([], [])).toBe(0);
  });
});
