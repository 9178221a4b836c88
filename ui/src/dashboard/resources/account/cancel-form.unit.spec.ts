import { billingMessages, cancelSchema } from '@shared/billing/contract';
import { describe, expect, it } from 'vitest';
import { parsedRequestResolver } from '../../forms/request-resolver';
import { blankCancel, cancelRequestOf } from './cancel-form';

const check = parsedRequestResolver(cancelSchema, cancelRequestOf);
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the cancel form', () => {
  it("given no reason chosen, when confirmed, then the reason has the specification's message", async () => {
    expect((await check(blankCancel, undefined, options)).errors.reason?.message).toBe(billingMessages.reasonRequired);
  });

  it('given a reason and feedback, then the feedback is trimmed; given blank feedback, then it is left out', async () => {
    expect((await check({ reason: 'too_expensive', feedback: '  Too dear  ' }, undefined, options)).values).toEqual({
      reason: 'too_expensive',
      feedback: 'Too dear',
    });
    expect((await check({ reason: 'other', feedback: '   ' }, undefined, options)).values).toEqual({ reason: 'other' });
  });
});
