/** One module of the Training Center. */
export interface TrainingModule {
  id: string;
  title: string;
  duration: string;
  description: string;
  /** The 'Read Full Guide' link: an outside document or spreadsheet. */
  guideUrl: string;
  guideKind: 'document' | 'spreadsheet';
}

/** The Training Center has six modules (the specification's count). */
export const TRAINING_MODULE_COUNT = 6;

/** The modules in the specification's order; guideUrl is the default link, replaced by TRAINING_GUIDE_URLS. */
export const TRAINING_MODULES: readonly TrainingModule[] = [
  {
    id: 'outreach-script-writing',
    title: 'Writing Outreach Scripts That Get Replies',
    duration: '15 min read',
    description:
      'Open with something about them, offer one clear thing, and end with an easy question. How to write the first message and its variations so each lead gets a script that reads like a person wrote it.',
    guideUrl: 'https://outtwit.com/guides/outreach-script-writing',
    guideKind: 'document',
  },
  {
    id: 'scraping-quality-leads',
    title: 'Scraping Quality Leads',
    duration: '12 min read',
    description:
      'Pick target accounts your buyers follow, aim for followers in the 500-5000 range, filter bios with 2-3 keywords and keep each lead source to 100-200 contacts so you can tell what works.',
    guideUrl: 'https://outtwit.com/guides/scraping-quality-leads',
    guideKind: 'document',
  },
  {
    id: 'scraper-tracker',
    title: 'Scraper Tracker Sheet',
    duration: '5 min setup',
    description:
      'A spreadsheet to copy: every target account you scraped, the filters you used, how many leads it gave and how they replied, so you scrape more of what converts.',
    guideUrl: 'https://outtwit.com/guides/scraper-tracker-sheet',
    guideKind: 'spreadsheet',
  },
  {
    id: 'outreach-accounts-tracker',
    title: 'Outreach Accounts Tracker Sheet',
    duration: '5 min setup',
    description:
      'Track each X account you send from: its age, warm-up, proxy, daily messages and health, so every account is warmed up with at least 10 open conversations before it starts at around 200 DMs per day.',
    guideUrl: 'https://outtwit.com/guides/outreach-accounts-tracker-sheet',
    guideKind: 'spreadsheet',
  },
  {
    id: 'scaling-thousands-of-dms',
    title: 'Scaling to Thousands of DMs per Day',
    duration: '20 min read',
    description:
      'From one account to many: warming accounts up, a proxy per account, spreading campaigns across accounts and lead sources, and the numbers to watch as volume grows.',
    guideUrl: 'https://outtwit.com/guides/scaling-thousands-of-dms',
    guideKind: 'document',
  },
  {
    id: 'outreach-follow-up-tracker',
    title: 'Outreach & Follow-up Tracker Sheet',
    duration: '5 min setup',
    description:
      'A spreadsheet for the conversations that start: who replied, what they said, when to follow up and what came of it, so no warm lead goes cold.',
    guideUrl: 'https://outtwit.com/guides/outreach-follow-up-tracker-sheet',
    guideKind: 'spreadsheet',
  },
];

/** The modules with the configured guide links (six URLs in module order), or the defaults when none are set. */
export function trainingModules(guideUrls: readonly string[]): TrainingModule[] {
  return TRAINING_MODULES.map((module, index) => ({ ...module, guideUrl: guideUrls[index] ?? module.guideUrl }));
}
