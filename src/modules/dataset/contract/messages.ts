/** The database search's messages, word for word from the specification, and the few of this API marked as such. */

/** Counts as people read them: 5,000 not 5000. */
const formatCount = (n: number) => n.toLocaleString('en-US');

export const datasetMessages = {
  // Form validation (specification section 5)
  nameRequired: 'Please enter a name for the lead source',
  noResults: 'No leads found to create a source',
  nameTakenInForm: (name: string) => `A lead source with the name "${name}" already exists. Please use a different name.`,
  duplicateKeyword: 'This keyword is already in your list',
  duplicateLocation: 'This location is already in your list',
  freeLimit: 'Free plan is limited to 200 leads maximum',
  // Creation (specification section 5)
  nameTaken: 'A lead source with this name already exists',
  // Search and creation (specification section 8)
  noLeads: 'No leads found. The database might be empty or you may need different access permissions.',
  searchFailed: (reason: string) => `Search failed: ${reason}. The database might be empty or access might be restricted.`,
  authFailed: 'User authentication failed',
  prepareFailed: 'Failed to prepare lead source',
  found: (n: number) => `Found ${formatCount(n)} leads matching your criteria`,
  created: 'Dataset lead source created successfully',
  // Plan (specification section 6): the free plan's database access.
  limitedAccess: 'Limited database access',
  // Not in the specification's catalogue: bad filter numbers, a bad cursor, too long a list or term.
  wholeNumber: 'Followers and following filters take whole numbers of 0 or more',
  filterTooLarge: `Followers and following filters go up to ${formatCount(999_999_999)}`,
  minAboveMax: 'The minimum must not be greater than the maximum',
  filterValueRequired: 'Please enter a number for the filter',
  badCursor: 'The search page cursor is not valid: please run the search again',
  tooManyKeywords: 'Please use at most 20 keywords per list',
  tooManyLocations: 'Please use at most 120 excluded locations',
  searchTimedOut: 'The search took too long. Please use fewer keywords or locations and try again.',
  tooManySearches: (wait: string) => `Too many searches. Please try again in ${wait}.`,
  termTooLong: 'Keywords and locations must be at most 100 characters',
  leadLimit: 'The number of leads must be a whole number from 1 to 100,000',
  nameTooLong: 'Lead source name must be at most 100 characters.',
} as const;
