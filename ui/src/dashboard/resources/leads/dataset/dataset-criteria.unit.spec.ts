import { createDatasetSourceSchema, DATASET_LIMITS, datasetMessages, searchBodySchema } from '@shared/dataset/contract';
import { describe, expect, it } from 'vitest';
import { type DatasetDraft, datasetFieldOf, datasetRequestOf, emptyCriteria } from './dataset-criteria';

const typed = (changes: Partial<DatasetDraft>): DatasetDraft => ({ ...emptyCriteria, name: '', ...changes });

/** The form's fields the API's schema refuses, each with its first message. */
const refused = (schema: typeof searchBodySchema | typeof createDatasetSourceSchema, draft: DatasetDraft) => {
  const fields: Record<string, string> = {};
  for (const issue of schema.safeParse(datasetRequestOf(draft, false)).error?.issues ?? []) fields[datasetFieldOf(issue.path)] ??= issue.message;
  return fields;
};

describe('the database search request made of what the form holds', () => {
  it('given keywords, locations and filters, when asked, then it answers them under the API names, all leads by default', () => {
    const request = datasetRequestOf(
      typed({ name: 'Mine', includeKeywords: ['founder'], excludeLocations: ['Dubai'], followers: { type: 'greater', min: '1,000', max: '' }, verifiedOnly: true }),
      false,
    );
    expect(request).toEqual({
      name: 'Mine',
      criteria: {
        include_keywords: ['founder'],
        exclude_keywords: [],
        exclude_locations: ['Dubai'],
        followers_filter: { type: 'greater', min: 1000, max: null },
        following_filter: null,
        verified_only: true,
      },
      limit: 'all',
      lead_limit: 'all',
    });
  });

  it('given a number of leads typed with a comma, when asked, then the number is sent', () => {
    expect(datasetRequestOf(typed({ leadLimit: ' 2,500 ' }), false).limit).toBe(2500);
  });

  it('given the free plan, when asked, then its fixed number of leads is sent whatever was typed', () => {
    expect(datasetRequestOf(typed({ leadLimit: 'lots' }), true)).toMatchObject({ limit: DATASET_LIMITS.freeLeadLimit, lead_limit: DATASET_LIMITS.freeLeadLimit });
  });

  it('given a number of leads that is not one, when the search checks it, then the contract says why, on the number of leads', () => {
    for (const leadLimit of ['lots', '0', '2.5', String(DATASET_LIMITS.maxLeadLimit + 1)]) {
      expect(refused(searchBodySchema, typed({ leadLimit })), leadLimit).toEqual({ leadLimit: datasetMessages.leadLimit });
    }
  });

  it('given a filter without its number, when the search checks it, then the message lands on the number the mode needs', () => {
    expect(refused(searchBodySchema, typed({ following: { type: 'less', min: '', max: '' } }))).toEqual({ 'following.max': datasetMessages.filterValueRequired });
    expect(refused(searchBodySchema, typed({ followers: { type: 'greater', min: 'ten', max: '' } }))).toEqual({ 'followers.min': datasetMessages.wholeNumber });
  });

  it('given no name, when the new source is checked, then the name is refused and the search alone does not ask for one', () => {
    expect(refused(createDatasetSourceSchema, typed({ name: '  ' }))).toEqual({ name: datasetMessages.nameRequired });
    expect(refused(searchBodySchema, typed({ name: '' }))).toEqual({});
  });
});
