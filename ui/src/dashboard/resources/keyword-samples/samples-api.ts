import { useMutation } from '@tanstack/react-query';
import { useGetList, useNotify } from 'react-admin';
import { commandFailureMessage } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { useRefreshAfterCommand } from '../../hooks/useRefreshAfterCommand';
import { z } from 'zod';
import { messageAnswer, sendParsed } from '../../providers/api';
import { errorStatus, isClientError, serverMessage } from '../../providers/dataProvider';
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

const samplePath = (id?: string) => `/${SAMPLES}${id ? `/${encodeURIComponent(id)}` : ''}`;

async function send(path: string, method: string, body?: unknown): Promise<{ answer: { message?: string }; behind: boolean }> {
  const { readSideBehind, ...answer } = await sendParsed(path, method, sampleAnswer, body);
  return { answer, behind: readSideBehind };
}

/**
 * A refusal the dialog shows beside its fields (a 4xx with the API's message, e.g. 'A sample with the name "x"
 * already exists'); anything else is a toast.
 */
export class SampleRefused extends Error {}

/** Saves a new sample (POST) or an edited one (PUT): the specification's toasts, the lists refreshed. */
export function useSaveSample(type: SampleType) {
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  return useMutation({
    mutationKey: [SAMPLES, 'save'],
    mutationFn: async ({ id, draft }: { id?: string; draft: SampleDraft }) => {
      try {
        return await send(samplePath(id), id ? 'PUT' : 'POST', { ...draft, type });
      } catch (error) {
        if (errorStatus(error) === 401) throw new Error(sampleMessages.mustBeLoggedIn);
        if (isClientError(error) && serverMessage(error)) throw new SampleRefused(serverMessage(error));
        throw error;
      }
    },
    onSuccess: ({ answer, behind }, { id }) => {
      notify(answer.message || (id ? sampleMessages.updated : sampleMessages.saved), { type: 'success' });
      refreshAfter(behind);
    },
    onError: (error) => {
      if (error instanceof SampleRefused) return;
      if (error.message === sampleMessages.mustBeLoggedIn) notify(sampleMessages.mustBeLoggedIn, { type: 'error' });
      else notify(commandFailureMessage(sampleMessages.saveFailed, error), { type: 'error' });
    },
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
