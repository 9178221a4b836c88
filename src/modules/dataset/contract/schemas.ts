/** The database search's requests: the zod schemas of its criteria, filters, number of leads, search and source-creation bodies, and their types. */

import { z } from 'zod';
import { filterTypes } from './filter-types';
import { DATASET_LIMITS } from './limits';
import { datasetMessages } from './messages';
import { uniqueTerms } from './terms';

const filterNumber = z
  .number({ error: datasetMessages.wholeNumber })
  .int({ error: datasetMessages.wholeNumber })
  .min(0, { error: datasetMessages.wholeNumber })
  .max(DATASET_LIMITS.filterMaximum, { error: datasetMessages.filterTooLarge });

/**
 * A followers or following filter: greater than (`min`), less than (`max`) or between (`min` and `max`),
 * inclusive. The value a mode does not use is ignored.
 */
export const countFilterSchema = z
  .object({ type: z.enum(filterTypes), min: filterNumber.nullish(), max: filterNumber.nullish() })
  .superRefine((filter, context) => {
    if ((filter.type === 'greater' || filter.type === 'between') && (filter.min === undefined || filter.min === null)) {
      context.addIssue({ code: 'custom', message: datasetMessages.filterValueRequired, path: ['min'] });
    }
    if ((filter.type === 'less' || filter.type === 'between') && (filter.max === undefined || filter.max === null)) {
      context.addIssue({ code: 'custom', message: datasetMessages.filterValueRequired, path: ['max'] });
    }
    if (filter.type === 'between' && filter.min != null && filter.max != null && filter.min > filter.max) {
      context.addIssue({ code: 'custom', message: datasetMessages.minAboveMax, path: ['max'] });
    }
  });
export type CountFilter = z.output<typeof countFilterSchema>;

const term = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().max(DATASET_LIMITS.maxTermLength, { error: datasetMessages.termTooLong }));

/** A list of keywords or locations: trimmed, blanks dropped, case-insensitive duplicates dropped, at most `max`. */
const termList = (max: number, tooMany: string) =>
  z
    .array(term)
    .max(max * 3, { error: tooMany })
    .default([])
    .transform((items) => uniqueTerms(items))
    .pipe(z.array(z.string()).max(max, { error: tooMany }));
const keywordList = termList(DATASET_LIMITS.maxKeywords, datasetMessages.tooManyKeywords);
const locationList = termList(DATASET_LIMITS.maxLocations, datasetMessages.tooManyLocations);


/** What to search for (the specification's search-criteria names). */
export const searchCriteriaSchema = z.object({
  include_keywords: keywordList,
  exclude_keywords: keywordList,
  exclude_locations: locationList,
  followers_filter: countFilterSchema.nullish().transform((filter) => filter ?? null),
  following_filter: countFilterSchema.nullish().transform((filter) => filter ?? null),
  verified_only: z.boolean().default(false),
});
export type SearchCriteriaInput = z.input<typeof searchCriteriaSchema>;
export type SearchCriteria = z.output<typeof searchCriteriaSchema>;

/** The number of leads: a whole number from 1 to 100,000, or 'all' (10,000); absent is 'all'. */
export const leadLimitSchema = z
  .union([
    z.literal('all'),
    z
      .number({ error: datasetMessages.leadLimit })
      .int({ error: datasetMessages.leadLimit })
      .min(1, { error: datasetMessages.leadLimit })
      .max(DATASET_LIMITS.maxLeadLimit, { error: datasetMessages.leadLimit }),
  ], { error: datasetMessages.leadLimit })
  .default('all');
export type LeadLimit = z.output<typeof leadLimitSchema>;

/** POST /api/dataset/search, first form: the preview and the count. */
export const searchBodySchema = z.object({
  criteria: searchCriteriaSchema.default(searchCriteriaSchema.parse({})),
  limit: leadLimitSchema,
});
/** POST /api/dataset/search, second form (the key `after` present): one keyset page. */
export const searchPageBodySchema = z.object({
  criteria: searchCriteriaSchema.default(searchCriteriaSchema.parse({})),
  after: z.string().max(128, { error: datasetMessages.badCursor }).nullable(),
});
export type SearchBody = z.input<typeof searchBodySchema>;
export type SearchPageBody = z.input<typeof searchPageBodySchema>;

const sourceName = z
  .string({ error: datasetMessages.nameRequired })
  .transform((name) => name.trim())
  .pipe(z.string().min(1, { error: datasetMessages.nameRequired }).max(DATASET_LIMITS.maxNameLength, { error: datasetMessages.nameTooLong }));

/** POST /api/dataset/lead-sources. */
export const createDatasetSourceSchema = z.object(
  {
    name: sourceName,
    criteria: searchCriteriaSchema.default(searchCriteriaSchema.parse({})),
    lead_limit: leadLimitSchema,
  },
  { error: datasetMessages.nameRequired },
);
export type CreateDatasetSourceBody = z.input<typeof createDatasetSourceSchema>;
