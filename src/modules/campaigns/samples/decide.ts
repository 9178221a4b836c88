import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { firstDuplicateKeyword, SAMPLE_LIMITS, sameName, sampleMessages } from '../contract';
import type { KeywordSampleEvent, KeywordSampleType } from './events';

interface SampleState {
  name: string;
  sampleType: KeywordSampleType;
  keywords: string[];
}

export interface KeywordSamplesState {
  samples: Map<string, SampleState>;
}

export type KeywordSampleCommand =
  | { type: 'CreateKeywordSample'; userId: string; sampleId: string; name: string; sampleType: KeywordSampleType; keywords: string[] }
  | { type: 'EditKeywordSample'; userId: string; sampleId: string; name: string; keywords: string[] }
  | { type: 'DeleteKeywordSample'; userId: string; sampleId: string };

function checked(state: KeywordSamplesState, self: string | null, sampleType: KeywordSampleType, name: string, keywords: readonly string[]) {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError(sampleMessages.nameRequired, 'validation');
  if (trimmed.length > SAMPLE_LIMITS.maxNameLength) throw new DomainError(sampleMessages.nameTooLong, 'validation');
  const kept = keywords.map((k) => k.trim()).filter((k) => k.length > 0);
  if (kept.length === 0) throw new DomainError(sampleMessages.keywordRequired, 'validation');
  if (kept.length > SAMPLE_LIMITS.maxKeywords) throw new DomainError(sampleMessages.tooManyKeywords, 'validation');
  if (kept.some((k) => k.length > SAMPLE_LIMITS.maxKeywordLength)) throw new DomainError(sampleMessages.keywordTooLong, 'validation');
  const duplicate = firstDuplicateKeyword(kept);
  if (duplicate !== null) throw new DomainError(sampleMessages.duplicateKeyword(duplicate), 'duplicate_keyword');
  // Names are unique among the user's samples of the same type.
  for (const [id, other] of state.samples) {
    if (id !== self && other.sampleType === sampleType && sameName(other.name, trimmed)) {
      throw new DomainError(sampleMessages.nameTaken(trimmed), 'name_taken', 'conflict');
    }
  }
  return { name: trimmed, keywords: kept };
}

export function decide(command: KeywordSampleCommand, state: KeywordSamplesState): KeywordSampleEvent[] {
  const { userId, sampleId } = command;
  switch (command.type) {
    case 'CreateKeywordSample': {
      if (state.samples.has(sampleId)) throw new DomainError(sampleMessages.saveFailed, 'sample_exists', 'conflict');
      const ofType = [...state.samples.values()].filter((sample) => sample.sampleType === command.sampleType).length;
      if (ofType >= SAMPLE_LIMITS.maxPerType) throw new DomainError(sampleMessages.maxReached(command.sampleType), 'samples_limit', 'conflict');
      const { name, keywords } = checked(state, null, command.sampleType, command.name, command.keywords);
      return [{ type: 'KeywordSampleCreated', data: { userId, sampleId, name, sampleType: command.sampleType, keywords } }];
    }
    case 'EditKeywordSample': {
      const sample = state.samples.get(sampleId);
      if (!sample) throw new DomainError(sampleMessages.notFound, 'not_found', 'not_found');
      const { name, keywords } = checked(state, sampleId, sample.sampleType, command.name, command.keywords);
      if (name === sample.name && keywords.length === sample.keywords.length && keywords.every((k, i) => k === sample.keywords[i])) return [];
      return [{ type: 'KeywordSampleEdited', data: { userId, sampleId, name, keywords } }];
    }
    case 'DeleteKeywordSample':
      if (!state.samples.has(sampleId)) throw new DomainError(sampleMessages.notFound, 'not_found', 'not_found');
      return [{ type: 'KeywordSampleDeleted', data: { userId, sampleId } }];
  }
}

export const keywordSamplesDecider: Decider<KeywordSampleCommand, KeywordSamplesState, KeywordSampleEvent> = {
  initialState: () => ({ samples: new Map() }),
  evolve(state, event) {
    switch (event.type) {
      case 'KeywordSampleCreated':
        state.samples.set(event.data.sampleId, { name: event.data.name, sampleType: event.data.sampleType, keywords: event.data.keywords });
        return state;
      case 'KeywordSampleEdited': {
        const sample = state.samples.get(event.data.sampleId);
        if (sample) Object.assign(sample, { name: event.data.name, keywords: event.data.keywords });
        return state;
      }
      case 'KeywordSampleDeleted':
        state.samples.delete(event.data.sampleId);
        return state;
      default:
        return state;
    }
  },
  decide,
};
