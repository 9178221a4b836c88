import { datasetMessages } from '@shared/dataset/contract';
import { scrapeMessages, scrapeRequestSchema } from '@shared/leads/scrape-contract';
import { describe, expect, it } from 'vitest';
import { emptyScraperDraft, followersFieldOf, type ScraperDraft, scrapeBodyOf } from './scraper-draft';

const typed = (changes: Partial<ScraperDraft>): ScraperDraft => ({ ...emptyScraperDraft(), name: 'Founders', targetAccounts: ['growthhq'], ...changes });
const firstMessage = (draft: ScraperDraft) => scrapeRequestSchema.safeParse(scrapeBodyOf(draft)).error?.issues[0]?.message;

describe('the scrape request made of what the scraper form holds', () => {
  it('given accounts mode with post links left from the other mode, when sent, then only the mode’s fields go, the followers range as numbers', () => {
    const body = scrapeBodyOf(typed({ postLinks: ['https://x.com/a/status/1'], scrapeRetweeters: true, followers: { type: 'between', min: '1,000', max: '5000' } }));
    expect(body).toMatchObject({ scrape_type: 'accounts', postLinks: [], scrapeRetweeters: false, followersFilter: { type: 'between', min: 1000, max: 5000 } });
  });

  it('given a followers range the contract refuses, when checked, then its message is the answer and it names the number it is about', () => {
    const draft = typed({ followers: { type: 'between', min: '500', max: '' } });
    expect(firstMessage(draft)).toBe(datasetMessages.filterValueRequired);
    expect(followersFieldOf(draft, datasetMessages.filterValueRequired)).toBe('max');
  });

  it('given a refusal about another field, when asked which number it is about, then none', () => {
    const draft = typed({ name: '', followers: { type: 'greater', min: 'lots', max: '' } });
    expect(firstMessage(draft)).toBe(scrapeMessages.nameRequired);
    expect(followersFieldOf(draft, scrapeMessages.nameRequired)).toBeNull();
  });
});
