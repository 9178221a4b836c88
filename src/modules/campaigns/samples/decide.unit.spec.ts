import { describe, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { type KeywordSampleCommand, keywordSamplesDecider } from './decide';
import type { KeywordSampleEvent, KeywordSampleType } from './events';

const userId = 'user-a';
const spec = deciderSpec(keywordSamplesDecider);
const create = (sampleId: string, name: string, keywords: string[], sampleType: KeywordSampleType = 'include'): KeywordSampleCommand => ({
  type: 'CreateKeywordSample',
  userId,
  sampleId,
  name,
  sampleType,
  keywords,
});
const created = (sampleId: string, name: string, keywords: string[] = ['saas'], sampleType: KeywordSampleType = 'include'): KeywordSampleEvent => ({
  type: 'KeywordSampleCreated',
  data: { userId, sampleId, name, sampleType, keywords },
});

describe('keyword samples', () => {
  it('save a named list of keywords, blank ones dropped', () => {
    spec.given().when(create('k1', ' Founders ', [' saas ', '', 'b2b'])).thenAppends([created('k1', 'Founders', ['saas', 'b2b'])]);
  });

  it('need a name and a keyword, and refuse a repeated keyword by name', () => {
    spec.given().when(create('k1', '', ['a'])).thenRefuses({ message: 'Please enter a name for this sample' });
    spec.given().when(create('k1', 'S', [' '])).thenRefuses({ message: 'Please add at least one keyword' });
    spec.given().when(create('k1', 'S', ['SaaS', 'saas'])).thenRefuses({ message: 'Keyword "saas" already exists' });
  });

  it('hold at most 5 per type', () => {
    const five = [1, 2, 3, 4, 5].map((n) => created(`k${n}`, `S${n}`));
    spec.given(...five).when(create('k6', 'S6', ['x'])).thenRefuses({
      message: 'Maximum of 5 include keyword samples reached. Please delete one first.',
      code: 'samples_limit',
    });
    spec.given(...five).when(create('k6', 'S6', ['x'], 'exclude')).thenAppends([created('k6', 'S6', ['x'], 'exclude')]);
    spec.given(...five, { type: 'KeywordSampleDeleted', data: { userId, sampleId: 'k1' } }).when(create('k6', 'S6', ['x'])).thenAppends([created('k6', 'S6', ['x'])]);
  });

  it('have unique names per type', () => {
    spec.given(created('k1', 'Founders')).when(create('k2', 'founders', ['x'])).thenRefuses({ message: 'A sample with the name "founders" already exists', kind: 'conflict' });
    spec.given(created('k1', 'Founders')).when(create('k2', 'Founders', ['x'], 'exclude')).thenAppends([created('k2', 'Founders', ['x'], 'exclude')]);
  });

  it('are edited and deleted', () => {
    spec.given(created('k1', 'A')).when({ type: 'EditKeywordSample', userId, sampleId: 'k1', name: 'B', keywords: ['y'] }).thenAppends([
      { type: 'KeywordSampleEdited', data: { userId, sampleId: 'k1', name: 'B', keywords: ['y'] } },
    ]);
    spec.given(created('k1', 'A'), created('k2', 'B')).when({ type: 'EditKeywordSample', userId, sampleId: 'k1', name: 'b', keywords: ['y'] }).thenRefuses({
      code: 'name_taken',
    });
    spec.given().when({ type: 'EditKeywordSample', userId, sampleId: 'k1', name: 'B', keywords: ['y'] }).thenRefuses({ kind: 'not_found' });
    spec.given(created('k1', 'A')).when({ type: 'DeleteKeywordSample', userId, sampleId: 'k1' }).thenAppends([{ type: 'KeywordSampleDeleted', data: { userId, sampleId: 'k1' } }]);
  });
});
