import { DATASET_LIMITS, datasetMessages } from '@shared/dataset/contract';
import { describe, expect, it } from 'vitest';
import { type Criteria, criteriaRequest, emptyCriteria } from './dataset-criteria';

const typed = (changes: Partial<Criteria>): Criteria => ({ ...emptyCriteria, ...changes });

describe('the database search request made of what the form holds', () => {
  it('given keywords, locations and filters, when asked, then it answers them under the API names, all leads by default', () => {
    const answer = criteriaRequest(
      typed({ includeKeywords: ['founder'], excludeLocations: ['Dubai'], followers: { type: 'greater', min: '1,000', max: '' }, verifiedOnly: true }),
      false,
    );
    expect(answer.request).toEqual({
      criteria: {
        include_keywords: ['founder'],
        exclude_keywords: [],
        exclude_locations: ['Dubai'],
        followers_filter: { type: 'greater', min: 1000, max: null },
        following_filter: null,
        verified_only: true,
      },
      limit: 'all',
    });
  });

  it('given a number of leads typed with a comma, when asked, then the number is sent', () => {
    expect(criteriaRequest(typed({ leadLimit: ' 2,500 ' }), false).request?.limit).toBe(2500);
  });

  it('given the free plan, when asked, then its fixed number of leads is sent whatever was typed', () => {
    expect(criteriaRequest(typed({ leadLimit: 'lots' }), true)).toMatchObject({ limitError: null, request: { limit: DATASET_LIMITS.freeLeadLimit } });
  });

  it('given a number of leads that is not one, when asked, then there is no request and the contract says why', () => {
    for (const leadLimit of ['lots', '0', '2.5', String(DATASET_LIMITS.maxLeadLimit + 1)]) {
      expect(criteriaRequest(typed({ leadLimit }), false), leadLimit).toMatchObject({ limitError: datasetMessages.leadLimit, request: null });
    }
  });

  it('given a filter without its number and a bad number of leads, when asked, then the filter is said, on its field, and not the number', () => {
    const answer = criteriaRequest(typed({ following: { type: 'less', min: '', max: '' }, leadLimit: 'lots' }), false);
    expect(answer).toMatchObject({ request: null, limitError: null, filterErrors: { followers: null, following: { message: datasetMessages.filterValueRequired, field: 'max' } } });
  });
});
