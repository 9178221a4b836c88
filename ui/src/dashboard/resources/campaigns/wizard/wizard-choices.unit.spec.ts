import { describe, expect, it } from 'vitest';
import { offeredSources, onlyChoice, onlySource } from './wizard-choices';

describe("the wizard's choices", () => {
  it('given a source whose scrape failed, when step 2 lists the sources, then it is not offered', () => {
    const sources = [
      { id: 'ok', status: 'ready' as const },
      { id: 'naval', status: 'failed' as const },
      { id: 'busy', status: 'scraping' as const },
    ];
    expect(offeredSources(sources, []).map((source) => source.id)).toEqual(['ok', 'busy']);
  });

  it('given an edited campaign that already uses a failed source, when step 2 lists the sources, then it still shows it', () => {
    expect(offeredSources([{ id: 'naval', status: 'failed' as const }], ['naval']).map((source) => source.id)).toEqual(['naval']);
  });

  it('given exactly one account or template and nothing chosen, when the list loads, then it is chosen', () => {
    expect(onlyChoice('', ['a1'])).toBe('a1');
  });

  it('given several choices, none, or a choice already made, when the list loads, then the choice stays', () => {
    expect(onlyChoice('', ['a1', 'a2'])).toBe('');
    expect(onlyChoice('', [])).toBe('');
    expect(onlyChoice('a2', ['a1'])).toBe('a2');
  });

  it('given exactly one source that holds its leads and none chosen, when the sources load, then it is chosen', () => {
    expect(onlySource([], [{ id: 's1', status: 'completed' as const }])).toEqual(['s1']);
    expect(onlySource([], [{ id: 's1', status: 'ready' as const }])).toEqual(['s1']);
  });

  it('given a source still being scraped, several sources, or a choice made, when the sources load, then nothing is chosen for the user', () => {
    expect(onlySource([], [{ id: 's1', status: 'scraping' as const }])).toEqual([]);
    expect(onlySource([], [{ id: 's1', status: 'completed' as const }, { id: 's2', status: 'ready' as const }])).toEqual([]);
    expect(onlySource(['s2'], [{ id: 's1', status: 'completed' as const }])).toEqual(['s2']);
  });
});
