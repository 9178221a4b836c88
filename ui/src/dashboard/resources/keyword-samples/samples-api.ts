import { useGetList } from 'react-admin';
import { z } from 'zod';
import { failureWithDetail } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { messageAnswer } from '../../providers/api';
import { errorStatus } from '../../providers/dataProvider';
import {
  SAMPLE_LIMITS,
  type KeywordSampleRow,
  type SampleType,
  sampleMessages,
} from '@shared/campaigns/contract';

/** The API resource (GET /api/keyword-samples); live updates name it too. */
export const SAMPLES = 'keyword-samples';

/** The user's samples of one type, newest first (GET /api/keyword-samples?filter={"type":...}). */
export function useKeywordSamples(type: SampleType) {
  return useGetList<KeywordSampleRow>(
    SAMPLES,
    {
      pagination: { page: 1, perPage: SAMPLE_LIMITS.maxPerType * 4 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { type },
    },
    { refetchOnWindowFocus: false },
  );
}

export interface SampleDraft {
  name: string;
  keywords: string[];
}

/** A sample's answer: only its message is read (an empty answer counts as one without). */
const sampleAnswer = z.preprocess((json) => json ?? {}, messageAnswer);

/** Saves a new sample (POST) or an edited one (PUT): the specification's toasts; a refusal is the dialog's to show. */
export function useSaveSample(type: SampleType) {
  return useCommand(SAMPLES, 'save', {
    answer: sampleAnswer,
    request: ({ id, draft }: { id?: string; draft: SampleDraft }) => ({ id, data: { ...draft, type } }),
    success: (_answer, { id }) => (id ? sampleMessages.updated : sampleMessages.saved),
    failure: sampleMessages.saveFailed,
    notice: (failure, error) =>
      errorStatus(error) === 401 ? { message: sampleMessages.mustBeLoggedIn, type: 'error' } : failureWithDetail(failure, error),
    refusalInForm: true,
  });
}

/** Deletes a sample (DELETE /api/keyword-samples/:id). */
export function useDeleteSample() {
  return useCommand(SAMPLES, 'delete', {
    answer: sampleAnswer,
    request: (id: string) => ({ id }),
    success: sampleMessages.deleted,
    failure: sampleMessages.deleteFailed,
  });
}
