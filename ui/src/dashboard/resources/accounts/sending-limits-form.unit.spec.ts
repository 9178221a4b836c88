import { sendingLimitsMessages, sendingLimitsSchema } from '@shared/runner/contract';
import { describe, expect, it } from 'vitest';
import { parsedRequestResolver } from '../../forms/request-resolver';
import { limitsDraftOf, limitsRequestOf } from './sending-limits-form';

const check = parsedRequestResolver(sendingLimitsSchema, limitsRequestOf);
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const draft = (daily_cap: string, time_zone = 'Europe/Berlin') => ({ daily_cap, time_zone, warm_up: false });

describe('the sending limits form', () => {
  it('given the saved limits, then the fields start from them', () => {
    expect(limitsDraftOf({ daily_cap: 120, time_zone: 'UTC', warm_up: true })).toEqual({ daily_cap: '120', time_zone: 'UTC', warm_up: true });
  });

  it('given a typed cap, then the request carries it as a number; given a blank box, then no number', () => {
    expect(limitsRequestOf(draft(' 200 '))).toEqual({ daily_cap: 200, time_zone: 'Europe/Berlin', warm_up: false });
    expect(limitsRequestOf(draft('   ')).daily_cap).toBeNaN();
  });

  it("when saved with a cap out of range, blank or not whole, then the cap has the API's message", async () => {
    for (const typed of ['', '0', '451', '12.5']) {
      const { errors } = await check(draft(typed), undefined, options);
      expect(errors.daily_cap?.message).toBe(sendingLimitsMessages.dailyCapInvalid);
    }
  });

  it('when saved with an unknown time zone, then the zone has its message; when valid, then the request, zone by its canonical name', async () => {
    expect((await check(draft('100', 'Mars/Base'), undefined, options)).errors.time_zone?.message).toBe(sendingLimitsMessages.timeZoneInvalid);
    expect((await check(draft('450', 'europe/berlin'), undefined, options)).values).toEqual({ daily_cap: 450, time_zone: 'Europe/Berlin', warm_up: false });
  });
});
