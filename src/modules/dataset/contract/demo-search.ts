/**
 * Demo mode's database holds synthetic profiles (npm start seeds them): bio keywords that find a good share of
 * them, for the Database Lead Source form to offer with one click.
 */
export const DEMO_SEARCH_KEYWORDS = ['founder', 'marketing', 'SaaS', 'coach', 'crypto'] as const;

export const demoSearchMessages = {
  title: 'Demo mode: the database holds made-up X profiles.',
  hint: 'Add a bio keyword they use with one click, then Search:',
} as const;
