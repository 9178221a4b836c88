import { CAMPAIGN_PLAN_MESSAGE, campaignMessages } from '@shared/campaigns/contract';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { refusalOf, stepOfRefusal } from './wizard-refusal';
import { parseStep } from './wizard-form';

const failure = campaignMessages.createFailed;

describe('what the wizard shows when saving a campaign is refused', () => {
  it('given a plan without campaigns, when saving is refused with plan_required, then the plan notice and its message', () => {
    expect(refusalOf(new HttpError('Forbidden', 403, { code: 'plan_required', message: 'Upgrade first' }), failure)).toEqual({
      kind: 'plan',
      message: 'Upgrade first',
    });
    expect(refusalOf(new HttpError('Forbidden', 403, { code: 'plan_required' }), failure)).toEqual({ kind: 'plan', message: CAMPAIGN_PLAN_MESSAGE });
  });

  it('given a refused input, when its message names a field, then the message goes beside that field', () => {
    expect(refusalOf(new HttpError('Conflict', 409, { code: 'name_taken', message: campaignMessages.nameTaken }), failure)).toEqual({
      kind: 'input',
      message: campaignMessages.nameTaken,
      place: { step: 1, field: 'name' },
    });
    expect(refusalOf(new HttpError('Bad Request', 400, { message: 'Something else' }), failure)).toEqual({
      kind: 'input',
      message: 'Something else',
      place: null,
    });
  });

  it('given a server failure or a refusal without a message, then the save that failed is named, with the reason when there is one', () => {
    expect(refusalOf(new HttpError('Internal', 500, { message: 'database down' }), failure)).toEqual({ kind: 'failure', message: `${failure}: database down` });
    expect(refusalOf(new HttpError('Bad Request', 400, {}), failure)).toEqual({ kind: 'failure', message: failure });
    expect(refusalOf(new TypeError('Failed to fetch'), failure)).toEqual({ kind: 'failure', message: failure });
  });

  it('given an address, then its step: 2 to 4 as named, 1 otherwise', () => {
    expect([parseStep('2'), parseStep('3'), parseStep('4')]).toEqual([2, 3, 4]);
    expect([parseStep(null), parseStep('5'), parseStep('abc'), parseStep('1')]).toEqual([1, 1, 1, 1]);
  });
});

describe("where the API's refusal of a campaign shows", () => {
  it('given a message or code of a field, then the step and place of that field; none for another message', () => {
    expect(stepOfRefusal(campaignMessages.nameTaken, 'name_taken')).toEqual({ step: 1, field: 'name' });
    expect(stepOfRefusal(campaignMessages.templateNotFound, undefined)).toEqual({ step: 3, field: 'template' });
    expect(stepOfRefusal(campaignMessages.dailyLimitRange, undefined)).toEqual({ step: 4, field: 'dailyLimit' });
    expect(stepOfRefusal('Something else', undefined)).toBeNull();
  });
});
