export interface PageHelp {
  title: string;
  tips: string[];
}

const general: PageHelp = {
  title: 'Getting the most out of OutTwit',
  tips: [
    'Daily limit: start at 50 a day per campaign, then raise it as replies come in.',
    'Target accounts with 500-5000 followers: they read and answer their DMs.',
    'Keep each lead source to 100-200 contacts so you can refine what works.',
    'Filter bios with 2-3 keywords rather than a long list.',
  ],
};

/** Page-specific help shown by the floating help button, by path prefix. */
const byPath: Array<[string, PageHelp]> = [
  [
    '/dashboard/leads',
    {
      title: 'Finding good leads',
      tips: [
        'Lead sources of 100-200 contacts are easiest to test and refine.',
        'Aim for a follower range of 500-5000: smaller accounts read their DMs.',
        'Use 2-3 bio keywords; more tends to filter out good prospects.',
        'Exclude locations you do not serve to keep lists relevant.',
      ],
    },
  ],
  [
    '/dashboard/scraper',
    {
      title: 'Scraping followers',
      tips: [
        'Scrape the followers of accounts your ideal customers follow.',
        'Aim for a follower range of 500-5000 and 2-3 bio keywords.',
        'Lead sources of 100-200 contacts are easiest to test and refine.',
      ],
    },
  ],
  [
    '/dashboard/campaigns',
    {
      title: 'Running campaigns',
      tips: [
        'Daily limit: start at 50 a day per campaign, then raise it as replies come in.',
        'Use lead sources of 100-200 contacts and compare how each one replies.',
        'Write several message variations: one is picked at random for each lead.',
        'Keep the Do Not Contact list on so customers and partners are never messaged.',
      ],
    },
  ],
  [
    '/dashboard/connect',
    {
      title: 'Connecting an X account',
      tips: [
        'Use an account that is at least 6 months old, preferably with a paid Premium subscription: verified accounts can reach up to 90% more users.',
        'Warm it up with at least 10 open conversations, then start at around 200 DMs per day.',
        'Daily limit: start at 50 a day per campaign, then raise it as replies come in.',
        'A dedicated proxy per account keeps its activity consistent.',
      ],
    },
  ],
  [
    '/dashboard/do-not-contact',
    {
      title: 'Using the Do Not Contact list',
      tips: [
        'Paste @handles or profile URLs, one per line or separated by spaces.',
        'Usernames are cleaned and lowercased; anything already listed is skipped.',
        'Add customers, partners and anyone who asked not to be messaged.',
        'Campaigns that use the list skip these usernames, whichever lead source they come from.',
      ],
    },
  ],
  [
    '/dashboard/account',
    {
      title: 'Plans and billing',
      tips: [
        'Basic connects 1 X account; Pro connects 2 to 20.',
        'Plan changes take effect at once and billing is prorated.',
        'Basic comes with a 7-day free trial.',
      ],
    },
  ],
  [
    '/dashboard/training',
    {
      title: 'Learning the playbook',
      tips: [
        'Work through the modules in order: script writing comes first.',
        'Daily limit: start at 50 a day per campaign while you test scripts.',
        'Keep lead sources to 100-200 contacts while you test scripts.',
        'Guided tours walk you through the Campaigns, Leads and Connect Account pages: start one from this Help button.',
      ],
    },
  ],
  [
    '/dashboard/roadmap',
    {
      title: 'Roadmap and feedback',
      tips: [
        'See what is planned, in progress and done.',
        'Vote on requests from other users to move them up.',
        'Tell us what would make your outreach easier.',
        'Guided tours are available on the Campaigns, Leads and Connect Account pages.',
      ],
    },
  ],
];

export function helpFor(pathname: string): PageHelp {
  return byPath.find(([path]) => pathname.startsWith(path))?.[1] ?? general;
}
