/**
 * The specification's campaign, template and keyword sample messages, word for word (sections 2, 5 and 8; the
 * few not in it are marked), and the plan gate's message: what the API answers and the screens show.
 */

import { CAMPAIGN_LIMITS, SAMPLE_LIMITS, TEMPLATE_LIMITS } from './limits';
import type { SampleType } from './rows';

/** Counts as people read them: 5,000 not 5000. */
const formatCount = (n: number) => n.toLocaleString('en-US');

/** The plan gate's message for creating and starting campaigns (billing's `planGateMessages.campaigns`). */
export const CAMPAIGN_PLAN_MESSAGE = 'Campaigns need a Basic or Pro plan.';

export const campaignMessages = {
  // Screen
  noCampaigns: 'No Campaigns Yet',
  createCampaign: 'Create Campaign',
  newCampaign: 'New Campaign',
  createLeadSource: 'Create Lead Source',
  connectAccount: 'Connect Account',
  upgradePlan: 'Upgrade your plan',
  needsAccountSelection: 'Needs Account Selection',
  validate: 'Validate',
  // Wizard buttons
  back: 'Back',
  continue: 'Continue',
  saveChanges: 'Save Changes',
  creating: 'Creating...',
  saving: 'Saving...',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  // Step 1 and inline rename
  nameRequired: 'Campaign name is required',
  nameTaken: 'A campaign with this name already exists',
  nameBlank: 'Campaign name cannot be blank.',
  // Step 2
  sourcesRequired: 'Please select at least one lead source',
  sourcesScraping: 'Some selected lead sources are still being scraped. Please wait until they complete or select different sources.',
  cannotRemoveSources: (status: 'paused' | 'completed') =>
    `You cannot remove lead sources from a ${status} campaign. Please add them back.`,
  sourceScraping: 'This lead source is still being scraped. Please wait until it completes.',
  // Step 3
  templateRequired: 'Please select a message template',
  // Step 4
  accountRequired: 'Please select an account to send DMs from',
  validationAccountRequired: 'This campaign requires validation. Please select an account to use.',
  dailyLimitRequired: 'Please set a valid daily DM limit',
  dailyLimitRange: 'Daily DM limit must be between 50 and 450',
  // Status rules
  cannotEditRunning: 'Cannot edit a running campaign. Please pause it first.',
  cannotDeleteRunning: 'Cannot delete a running campaign. Please pause it first.',
  cannotStartCompleted: 'Cannot start a completed campaign. Edit it and add new lead sources to reset it.',
  startCheckFailed: 'Cannot start campaign. Please try again later and report this issue to us!',
  /** The specification's 'Could not start/pause campaign: …' with the action that failed. */
  runnerUnreachable: (action: 'start' | 'pause') =>
    `Could not ${action} campaign: Unable to communicate with the campaign runner. Please try again later.`,
  // Failures
  statusUpdateFailed: 'Failed to update campaign status',
  createFailed: 'Failed to create campaign',
  deleteFailed: 'Failed to delete campaign',
  renameFailed: 'Failed to update campaign name',
  validateFailed: 'Failed to validate campaign',
  // Successes
  created: 'Campaign created successfully!',
  updated: 'Campaign updated successfully!',
  deleted: 'Campaign deleted successfully',
  started: 'Campaign started successfully',
  paused: 'Campaign paused successfully',
  renamed: 'Campaign name updated successfully',
  validated: 'Campaign validated and updated successfully!',
  // Error tooltip (section 8)
  tooltipFailed: 'Campaign Failed',
  tooltipStopped: 'Campaign Stopped',
  tooltipError: 'Campaign Error',
  proxyHint: 'Check your proxy configuration in the Connect Account section.',
  // The specification names a Settings page the product does not have: accounts are reconnected on Connect Account.
  twitterConnectionHint: 'Disconnect and reconnect your Twitter account on the Connect Account page.',
  // Not in the specification: answers of the API for what the wizard cannot send.
  updateFailed: 'Failed to update campaign',
  canStart: 'Campaign can be started',
  notFound: 'Campaign not found',
  sourceNotFound: 'Lead source not found',
  templateNotFound: 'Message template not found',
  accountNotFound: 'Connected account not found. Please select an account to send DMs from.',
  nameTooLong: `Campaign name must be at most ${CAMPAIGN_LIMITS.maxNameLength} characters.`,
  tooManySources: `Please select at most ${CAMPAIGN_LIMITS.maxSourcesPerCampaign} lead sources.`,
  notRunning: 'Only a running campaign can be paused.',
  cannotStartStatus: 'Only a ready or paused campaign can be started. Edit and save it to reset it first.',
  noLeads: 'The selected lead sources have no leads yet.',
  planRequired: CAMPAIGN_PLAN_MESSAGE,
  // Not in the specification: the sending hours and time zone of step 4.
  sendWindowInvalid: 'Sending hours must be times of day from 00:00 to 24:00.',
  sendWindowIncomplete: 'Please set both the start and the end of the sending hours.',
  sendWindowEmpty: 'Sending hours must start and end at different times.',
  timeZoneInvalid: 'Please choose a valid time zone.',
  /** Not in the specification. */
  optimiseAutomaticallyInvalid: "'Optimise automatically' must be true or false.",
  allDay: 'All day',
  // Not in the specification: the follow-ups step.
  followUpsInvalid: 'Follow-ups must be a list of steps, each with a template and a wait in days.',
  followUpsTooMany: 'A campaign has at most 3 follow-ups.',
  followUpTemplateRequired: 'Please select a message template for each follow-up',
  followUpWaitInvalid: 'The wait before a follow-up must be a whole number of days from 1 to 30.',
} as const;

export const templateMessages = {
  nameEmpty: 'Template name cannot be empty',
  nameTaken: 'A template with this name already exists',
  messageRequired: 'At least one message is required',
  createFailed: 'Failed to create template',
  updateFailed: 'Failed to update template',
  deleteFailed: 'Failed to delete template',
  created: 'Template created successfully',
  updated: 'Template updated successfully',
  deleted: 'Template deleted successfully',
  // Not in the specification.
  insertFirstName: 'Insert [First Name]',
  notFound: 'Message template not found',
  nameTooLong: `Template name must be at most ${TEMPLATE_LIMITS.maxNameLength} characters.`,
  tooManyMessages: `A template takes at most ${TEMPLATE_LIMITS.maxMessages} messages.`,
  messageTooLong: `A message must be at most ${formatCount(TEMPLATE_LIMITS.maxMessageLength)} characters, X's direct message limit.`,
  mayExceedLimit: `With long names filled in, this message may exceed X's ${formatCount(TEMPLATE_LIMITS.maxMessageLength)}-character direct message limit.`,
  similarWarning: (a: number, b: number) =>
    `Messages ${a} and ${b} are very similar. X may treat near-identical messages as spam; vary them more.`,
  inUse: 'This template is used by a campaign. Choose another template for the campaign first.',
} as const;

export const sampleMessages = {
  nameRequired: 'Please enter a name for this sample',
  keywordRequired: 'Please add at least one keyword',
  duplicateKeyword: (keyword: string) => `Keyword "${keyword}" already exists`,
  maxReached: (type: SampleType) => `Maximum of 5 ${type} keyword samples reached. Please delete one first.`,
  nameTaken: (name: string) => `A sample with the name "${name}" already exists`,
  loadFailed: 'Failed to load keyword samples',
  mustBeLoggedIn: 'You must be logged in to save samples',
  saveFailed: 'Failed to save sample',
  deleteFailed: 'Failed to delete sample',
  saved: 'Sample saved successfully',
  updated: 'Sample updated successfully',
  deleted: 'Sample deleted successfully',
  // Not in the specification.
  notFound: 'Keyword sample not found',
  nameTooLong: `Sample name must be at most ${SAMPLE_LIMITS.maxNameLength} characters.`,
  tooManyKeywords: `A sample takes at most ${SAMPLE_LIMITS.maxKeywords} keywords.`,
  keywordTooLong: `A keyword must be at most ${SAMPLE_LIMITS.maxKeywordLength} characters.`,
  typeRequired: 'Sample type must be include or exclude',
} as const;
