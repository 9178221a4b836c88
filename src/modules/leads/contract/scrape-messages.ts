/** The lead scraper's messages, word for word from the specification, and the few of this API marked as such. */

import { SCRAPE_LIMITS } from './scrape-limits';
import type { FailedTargetReason } from './scrape-stages';
import { formatCount, leadMessages } from './messages';

export const scrapeMessages = {
  // Screens
  title: 'Find Twitter Leads',
  startScraping: 'Start Scraping',
  upgradeYourPlan: 'Upgrade Your Plan',
  upgradeLink: '/dashboard/account',
  verifiedFollowers: 'Verified Followers',
  followingAccounts: 'Following Accounts',
  retweeters: 'Retweeters',
  favorites: 'Favorites',
  perTargetNote: `Up to ${formatCount(SCRAPE_LIMITS.maxPerTarget)} followers per account`,
  addThirdWorld: 'Add 3rd World',
  removeThirdWorld: 'Remove 3rd World',
  thirdWorldAdded: 'All third world countries added to exclude list',
  thirdWorldRemoved: 'All third world countries removed',
  // Form validation (specification section 5)
  nameRequired: 'Please enter a source name',
  nameTaken: 'This source name already exists',
  targetRequired: 'Please enter at least one target account',
  accountsOptionRequired: 'Please select at least one option: Verified Followers or Following Accounts',
  postLinkRequired: 'Please enter at least one post link',
  interactionsOptionRequired: 'Please select at least one option: Retweeters or Favorites',
  maxTargets: 'Maximum limit of 5 accounts reached',
  usernameOnly: 'Please enter only the username without URL or @ prefix',
  duplicateTarget: (username: string) => `Account "${username}" has already been added`,
  maxPostLinks: 'Maximum limit of 20 post links reached',
  invalidPostLink: 'Please enter a valid X/Twitter link starting with https://x.com/ or https://twitter.com/',
  duplicatePostLink: 'This post link has already been added',
  duplicateKeyword: 'This keyword is already in your list',
  keywordInExclude: (keyword: string) => `Cannot add "${keyword}" as it's already in the exclude list`,
  keywordInInclude: (keyword: string) => `Cannot add "${keyword}" as it's already in the include list`,
  duplicateLocation: (location: string) => `Location "${location}" has already been added to exclude list`,
  freePlanBlocked: "Free plan doesn't allow using OutTwit scraper. Please upgrade your plan to use this feature.",
  // Start (specification section 8)
  started: 'Scraping task started successfully!',
  startFailed: 'Failed to start scraping',
  // Credits banners
  creditsExhaustedFree: leadMessages.creditsExhaustedFree,
  creditsExhaustedPaid: leadMessages.creditsExhaustedPaid,
  // Results
  scrapingFailed: leadMessages.scrapingFailed,
  scrapingFailedFallback: leadMessages.scrapingFailedFallback,
  createWithValidTargets: leadMessages.createWithValidTargets,
  failedTargetsTitle: 'Failed Target Accounts',
  /** The warning variant of the failed-target panel: the other targets worked. */
  failedTargetsWarning: 'Some targets could not be scraped. Leads from the other valid targets were found.',
  /** A scrape's error when every target failed. */
  allTargetsFailed: 'None of the targets could be scraped. Please create a new lead source with valid targets.',
  /** A scrape's error when no connected account can read X. */
  noAccounts: 'No connected X account can scrape right now. Connect an account or check your accounts on the Connect Account page.',
  /** A scrape stopped because the plan no longer includes the scraper (its leads found so far are kept). */
  planEnded: 'Scraping stopped: your plan no longer includes the lead scraper. The lead scraper needs a Basic or Pro plan.',
  /** The warning of a scrape stopped by the credit limit (the UI shows the credits banner beside it). */
  creditStop: (found: number) => `Scraping stopped at your lead credit limit with ${formatCount(found)} leads.`,
  // Not in the specification: the form's own help.
  /** Under the Verified Followers switch (the specification's 'Followers' toggle). */
  verifiedFollowersHelp: 'Collects only the followers with a blue check (verified accounts). Turn on Following Accounts for the accounts they follow.',
  followersRangeHelp: 'Keep only people with this many followers, checked as each page arrives.',
  connectAccountLink: 'Connect Account',
  connectAccountPath: '/dashboard/connect',
  demoTargetsTitle: 'Demo mode: X is simulated here.',
  demoTargetsAccounts: 'Pick a demo account to scrape, or type any username: the simulated X makes one up.',
  demoTargetsPosts: 'Pick a demo post, whose retweeters and likers are known to the simulated X.',
  targetErrors: {
    not_found: 'Account not found',
    protected: 'Account is protected',
    suspended: 'Account is suspended',
    post_deleted: 'Post not found or deleted',
    unavailable: 'Could not be read from X',
  } satisfies Record<FailedTargetReason, string>,
} as const;
