import type { LeadRow } from '@shared/leads/contract';
import { describe, expect, it } from 'vitest';
import { previewOf, previewSourceId, previewSources, writtenMessages } from './preview';

const lead = (overrides: Partial<LeadRow> = {}): LeadRow => ({
  id: 's1:ada',
  lead_source_id: 's1',
  username: 'ada',
  name: 'Ada Lovelace',
  bio: null,
  bio_urls: [],
  urls: [],
  location: null,
  verified: null,
  followers_count: null,
  following_count: null,
  can_dm: null,
  metadata: {},
  ...overrides,
});

describe('the personalisation preview', () => {
  const sources = [
    { id: 'newest', total_leads: 0 },
    { id: 'used', total_leads: 3 },
    { id: 'older', total_leads: 5 },
  ];

  it('takes leads only from sources that have some', () => {
    expect(previewSources(sources).map((source) => source.id)).toEqual(['used', 'older']);
  });

  it('shows the source chosen, else the first the campaign uses, else the newest with leads', () => {
    const withLeads = previewSources(sources);
    expect(previewSourceId(withLeads, 'older', ['used'])).toBe('older');
    expect(previewSourceId(withLeads, '', ['older'])).toBe('older');
    expect(previewSourceId(withLeads, 'gone', [])).toBe('used');
    expect(previewSourceId([], '', ['used'])).toBe('');
  });

  it('numbers the messages as written and skips the blank ones', () => {
    expect(writtenMessages(['Hi', '  ', 'Bye'])).toEqual([
      { message: 'Hi', number: 1 },
      { message: 'Bye', number: 3 },
    ]);
  });

  it('renders a message as the lead will read it, and as written while no lead is loaded', () => {
    expect(previewOf('Hi [First Name]!', lead())).toBe('Hi Ada!');
    expect(previewOf('Hi {username}, from {custom1}', lead({ metadata: { city: 'London' } }), ['name', 'city'])).toBe('Hi ada, from London');
    expect(previewOf('Hi [First Name]!', lead({ name: null }))).toBe('Hi there!');
    expect(previewOf('Hi [First Name]!', undefined)).toBe('Hi [First Name]!');
  });
});
