import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  addTerms,
  createDatasetSourceSchema,
  DATASET_LIMITS,
  datasetMessages,
  effectiveLeadLimit,
  searchBodySchema,
  searchCriteriaSchema,
} from './contract';

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ZodError) return error.issues[0]?.message;
    throw error;
  }
  return undefined;
};

describe('the database lead source contract', () => {
  it('has the specification messages word for word', () => {
    expect(datasetMessages.nameRequired).toBe('Please enter a name for the lead source');
    expect(datasetMessages.noResults).toBe('No leads found to create a source');
    expect(datasetMessages.nameTakenInForm('Growth')).toBe('A lead source with the name "Growth" already exists. Please use a different name.');
    expect(datasetMessages.duplicateKeyword).toBe('This keyword is already in your list');
    expect(datasetMessages.duplicateLocation).toBe('This location is already in your list');
    expect(datasetMessages.freeLimit).toBe('Free plan is limited to 200 leads maximum');
    expect(datasetMessages.nameTaken).toBe('A lead source with this name already exists');
    expect(datasetMessages.noLeads).toBe('No leads found. The database might be empty or you may need different access permissions.');
    expect(datasetMessages.searchFailed('timeout')).toBe('Search failed: timeout. The database might be empty or access might be restricted.');
    expect(datasetMessages.authFailed).toBe('User authentication failed');
    expect(datasetMessages.prepareFailed).toBe('Failed to prepare lead source');
    expect(datasetMessages.found(1234)).toBe('Found 1,234 leads matching your criteria');
    expect(datasetMessages.created).toBe('Dataset lead source created successfully');
  });

  it('has the specification limits', () => {
    expect(DATASET_LIMITS).toMatchObject({ batchSize: 1000, previewRows: 10, defaultLeadLimit: 10_000, freeLeadLimit: 200, filterMaximum: 999_999_999 });
  });

  it('takes whole numbers of 0 or more in the filters, the minimum not above the maximum', () => {
    const parse = (filter: unknown) => () => searchCriteriaSchema.parse({ followers_filter: filter });
    expect(messageOf(parse({ type: 'greater', min: -1 }))).toBe(datasetMessages.wholeNumber);
    expect(messageOf(parse({ type: 'greater', min: 1.5 }))).toBe(datasetMessages.wholeNumber);
    expect(messageOf(parse({ type: 'less', max: '10' }))).toBe(datasetMessages.wholeNumber);
    expect(messageOf(parse({ type: 'less', max: 1_000_000_000 }))).toBe(datasetMessages.filterTooLarge);
    expect(messageOf(parse({ type: 'between', min: 10, max: 5 }))).toBe(datasetMessages.minAboveMax);
    expect(messageOf(parse({ type: 'between', min: 10 }))).toBe(datasetMessages.filterValueRequired);
    expect(messageOf(parse({ type: 'greater', max: 10 }))).toBe(datasetMessages.filterValueRequired);
    expect(messageOf(parse({ type: 'between', min: 0, max: 0 }))).toBeUndefined();
    expect(messageOf(parse(null))).toBeUndefined();
  });

  it('cleans keyword and location lists and bounds them', () => {
    expect(searchCriteriaSchema.parse({ include_keywords: [' SaaS ', 'saas', '', 'AI'] }).include_keywords).toEqual(['SaaS', 'AI']);
    expect(messageOf(() => searchCriteriaSchema.parse({ exclude_keywords: ['x'.repeat(101)] }))).toBe(datasetMessages.termTooLong);
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
    expect(messageOf(() => searchCriteriaSchema.parse({ exclude_locations: terms(121) }))).toBe(datasetMessages.tooManyLocations);
    expect(messageOf(() => searchCriteriaSchema.parse({ include_keywords: terms(21) }))).toBe(datasetMessages.tooManyKeywords);
    expect(messageOf(() => searchCriteriaSchema.parse({ exclude_keywords: terms(21) }))).toBe(datasetMessages.tooManyKeywords);
    expect(searchCriteriaSchema.parse({ include_keywords: terms(20), exclude_keywords: terms(20), exclude_locations: terms(120) })).toBeTruthy();
    // Duplicates are dropped before the count; a list of many copies is still refused without being read through.
    expect(searchCriteriaSchema.parse({ include_keywords: [...terms(20), ...terms(20)] }).include_keywords).toHaveLength(20);
    expect(messageOf(() => searchCriteriaSchema.parse({ include_keywords: Array.from({ length: 100_000 }, () => 'a') }))).toBe(datasetMessages.tooManyKeywords);
  });

  it('the form stops adding terms to a full list, with the limit\'s message', () => {
    const full = Array.from({ length: 20 }, (_, i) => `k${i}`);
    expect(addTerms(full, 'one more', 'keyword')).toEqual({ list: full, error: datasetMessages.tooManyKeywords });
    expect(addTerms(full.slice(1), 'a, b', 'keyword')).toEqual({ list: full.slice(1), error: datasetMessages.tooManyKeywords });
    expect(addTerms(full.slice(1), 'a', 'keyword').error).toBeNull();
    const locations = Array.from({ length: 120 }, (_, i) => `l${i}`);
    expect(addTerms(locations, 'Paris', 'location')).toEqual({ list: locations, error: datasetMessages.tooManyLocations });
  });

  it('takes a number of leads from 1 to 100,000 or all, all by default', () => {
    expect(searchBodySchema.parse({}).limit).toBe('all');
    expect(searchBodySchema.parse({ limit: 250 }).limit).toBe(250);
    expect(messageOf(() => searchBodySchema.parse({ limit: 0 }))).toBe(datasetMessages.leadLimit);
    expect(messageOf(() => searchBodySchema.parse({ limit: 100_001 }))).toBe(datasetMessages.leadLimit);
    for (const limit of [2.5, Number.NaN, 'lots']) expect(messageOf(() => searchBodySchema.parse({ limit }))).toBe(datasetMessages.leadLimit);
    expect(effectiveLeadLimit('all', 'paid')).toBe(10_000);
    expect(effectiveLeadLimit(500, 'paid')).toBe(500);
    expect(effectiveLeadLimit(5000, 'free')).toBe(200);
    expect(effectiveLeadLimit('all', 'free')).toBe(200);
  });

  it('requires a name for a source', () => {
    expect(messageOf(() => createDatasetSourceSchema.parse({}))).toBe(datasetMessages.nameRequired);
    expect(messageOf(() => createDatasetSourceSchema.parse({ name: '   ' }))).toBe(datasetMessages.nameRequired);
    expect(messageOf(() => createDatasetSourceSchema.parse(null))).toBe(datasetMessages.nameRequired);
    expect(createDatasetSourceSchema.parse({ name: ' Growth ' })).toMatchObject({ name: 'Growth', lead_limit: 'all' });
  });

  it('adds typed keywords and locations, refusing one already in the list', () => {
    expect(addTerms(['SaaS'], 'growth, AI ', 'keyword')).toEqual({ list: ['SaaS', 'growth', 'AI'], error: null });
    expect(addTerms(['SaaS'], 'saas', 'keyword')).toEqual({ list: ['SaaS'], error: datasetMessages.duplicateKeyword });
    expect(addTerms(['India'], 'Kenya, india', 'location')).toEqual({ list: ['India'], error: datasetMessages.duplicateLocation });
  });
});
