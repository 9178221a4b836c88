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
    expect(messageOf(() => searchCriteriaSchema.parse({ exclude_locations: Array.from({ length: 101 }, (_, i) => `l${i}`) }))).toBe(
      datasetMessages.tooManyTerms,
    );
  });

  it('takes a number of leads from 1 to 100,000 or all, all by default', () => {
    expect(searchBodySchema.parse({}).limit).toBe('all');
    expect(searchBodySchema.parse({ limit: 250 }).limit).toBe(250);
    expect(messageOf(() => searchBodySchema.parse({ limit: 0 }))).toBe(datasetMessages.leadLimit);
    expect(messageOf(() => searchBodySchema.parse({ limit: 100_001 }))).toBe(datasetMessages.leadLimit);
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
