import type { TourId } from '@shared/onboarding/contract';

/** Where a step's bubble sits around its element. */
export type StepPosition = 'top' | 'bottom' | 'left' | 'right' | 'center';

/** One bubble of a tour (the specification's tour step). */
export interface TourStep {
  id: string;
  title: string;
  content: string;
  /** The page the step is on: the tour goes there first. */
  route?: string;
  /** The element the bubble points at; a list of selectors means the first one visible. */
  targetSelector: string;
  position: StepPosition;
  width?: number;
  hideArrow?: boolean;
}

export interface Tour {
  id: TourId;
  /** As the Tour menu names it: 'Start Dashboard Tour', 'Replay Dashboard Tour'. */
  name: string;
  steps: TourStep[];
}

const nav = (path: string) => `nav[aria-label="Main"] a[href$="${path}"], button[aria-label="Open menu"]`;

export const tours: Record<TourId, Tour> = {
  'dashboard-tour': {
    id: 'dashboard-tour',
    name: 'Dashboard Tour',
    steps: [
      {
        id: 'dashboard-welcome',
        title: 'Welcome to OutTwit',
        content: 'A one-minute tour of the dashboard: where to find leads, run campaigns and connect the X accounts that send them.',
        targetSelector: 'body',
        position: 'center',
      },
      {
        id: 'dashboard-find-leads',
        title: 'Find Leads',
        content: 'Build lead sources here: scrape the followers of accounts your buyers follow, upload a CSV, or search our database of X profiles.',
        targetSelector: nav('/dashboard/leads'),
        position: 'bottom',
      },
      {
        id: 'dashboard-campaigns',
        title: 'Campaigns',
        content: 'A campaign sends your message templates to the leads of your sources, from your connected accounts, at a safe daily pace.',
        targetSelector: nav('/dashboard/campaigns'),
        position: 'bottom',
      },
      {
        id: 'dashboard-connect',
        title: 'Connect Account',
        content: 'Connect the X accounts your campaigns send from: Basic connects 1, Pro 2 to 20.',
        targetSelector: nav('/dashboard/connect'),
        position: 'bottom',
      },
      {
        id: 'dashboard-do-not-contact',
        title: 'Do Not Contact',
        content: 'Customers, partners and anyone who asked not to be messaged: campaigns skip every username on this list.',
        targetSelector: nav('/dashboard/do-not-contact'),
        position: 'bottom',
      },
      {
        id: 'dashboard-training',
        title: 'Training Center',
        content: 'Six short modules on writing scripts, finding good leads and scaling to thousands of DMs a day, with tracker sheets to copy.',
        targetSelector: nav('/dashboard/training'),
        position: 'bottom',
      },
      {
        id: 'dashboard-plan',
        title: 'Your plan',
        content: 'Your plan decides how many accounts you can connect and how many lead credits you have. Click it to see or change it.',
        targetSelector: '[data-testid="plan-badge"]',
        position: 'bottom',
      },
      {
        id: 'dashboard-help',
        title: 'Help on every page',
        content: 'Tips for the page you are on, every guided tour (start or replay one any time), and how to reach us. Finish takes you to your next step.',
        targetSelector: 'button[aria-label="Help"]',
        position: 'top',
      },
    ],
  },
  'connect-account-tour': {
    id: 'connect-account-tour',
    name: 'Connect Account Tour',
    steps: [
      {
        id: 'connect-plan',
        title: 'Your account allowance',
        content: 'How many X accounts your plan lets you connect, and how many are connected now.',
        route: '/dashboard/connect',
        targetSelector: '[data-testid="plan-banner"]',
        position: 'bottom',
      },
      {
        id: 'connect-form',
        title: 'Connect an X account',
        content:
          'Paste the Auth Token and CT0 Token cookies of a signed-in X session, then Connect Account. Watch Video Guide shows where to find them.',
        route: '/dashboard/connect',
        targetSelector: '[data-testid="connect-panel"]',
        position: 'right',
      },
      {
        id: 'connect-safety',
        title: 'Keep the account safe',
        content:
          'Use an account at least 6 months old, warm it up with at least 10 open conversations, start at around 200 DMs per day, and give it a proxy of its own.',
        route: '/dashboard/connect',
        targetSelector: '[data-testid="safety-recommendation"]',
        position: 'right',
      },
      {
        id: 'connect-accounts',
        title: 'Your connected accounts',
        content: "Each account's health, today's messages and proxy. Set a proxy or disconnect an account from its card.",
        route: '/dashboard/connect',
        targetSelector: '[data-testid="accounts-panel"]',
        position: 'left',
      },
    ],
  },
  'campaign-tour': {
    id: 'campaign-tour',
    name: 'Campaign Tour',
    steps: [
      {
        id: 'campaign-list',
        title: 'Your campaigns',
        content: 'Every campaign with its status, progress and replies. Start, pause and edit them from their cards.',
        route: '/dashboard/campaigns',
        targetSelector: '[data-testid="campaign-grid"], [data-testid="campaign-checklist"], main h1',
        position: 'top',
      },
      {
        id: 'campaign-create',
        title: 'Create a campaign',
        content: 'A campaign needs a lead source, message templates and a connected account. Free plans upgrade first.',
        route: '/dashboard/campaigns',
        targetSelector: `main a[href$="/dashboard/campaigns/new"], main a[href$="/dashboard/account"]`,
        position: 'bottom',
      },
      {
        id: 'campaign-wizard-steps',
        title: 'Four steps',
        content: 'Name the campaign, choose its lead sources, write or pick message templates, then set the daily limit and the sending account.',
        route: '/dashboard/campaigns/new',
        targetSelector: 'nav[aria-label="Campaign steps"]',
        position: 'bottom',
      },
      {
        id: 'campaign-wizard-details',
        title: 'Start with a name',
        content: 'A name you will recognise on the card. Next takes you to the lead sources.',
        route: '/dashboard/campaigns/new',
        targetSelector: '[data-testid="wizard-step-1"]',
        position: 'top',
      },
    ],
  },
  'leads-setup': {
    id: 'leads-setup',
    name: 'Leads Setup Tour',
    steps: [
      {
        id: 'leads-credits',
        title: 'Lead credits',
        content: 'Every lead in your sources uses one credit of your plan. The bar turns amber above 75% and red above 90%.',
        route: '/dashboard/leads',
        targetSelector: '[data-testid="credits-panel"], [data-testid="free-plan-header"]',
        position: 'bottom',
      },
      {
        id: 'leads-new-source',
        title: 'Add a lead source',
        content: 'Scrape followers, following, retweeters or likers, upload a CSV, or search the profile database.',
        route: '/dashboard/leads',
        targetSelector: 'main a[href$="/dashboard/leads/new"], main a[href$="/dashboard/account"]',
        position: 'bottom',
      },
      {
        id: 'leads-list',
        title: 'Your lead sources',
        content: 'Keep each source to 100-200 contacts so you can compare which audience replies best.',
        route: '/dashboard/leads',
        targetSelector: 'section[aria-label="Your lead sources"]',
        position: 'top',
      },
      {
        id: 'leads-source-types',
        title: 'Where leads come from',
        content: 'Upload a CSV of usernames, scrape the followers and engagers of any X account, or search our database of profiles.',
        route: '/dashboard/leads/new',
        targetSelector: 'ul[aria-label="Lead source types"]',
        position: 'bottom',
      },
    ],
  },
  'do-not-contact-tour': {
    id: 'do-not-contact-tour',
    name: 'Do Not Contact Tour',
    steps: [
      {
        id: 'dnc-add',
        title: 'Add usernames',
        content: 'Paste @handles or profile URLs, one per line or separated by spaces. They are cleaned, and any already listed are skipped.',
        route: '/dashboard/do-not-contact',
        targetSelector: 'section[aria-labelledby="dnc-add-title"]',
        position: 'right',
      },
      {
        id: 'dnc-list',
        title: 'The current list',
        content: 'Search, remove one username or clear the list. Campaigns skip these usernames, whichever lead source they come from.',
        route: '/dashboard/do-not-contact',
        targetSelector: 'section[aria-labelledby="dnc-list-title"]',
        position: 'left',
      },
    ],
  },
};

/** The first visible element a step points at, if one is on screen. */
export function findTarget(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}
