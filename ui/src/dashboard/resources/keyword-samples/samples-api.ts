import { useMutation } from '@tanstack/react-query';
import { useGetList, useNotify } from 'react-admin';
import { commandFailureMessage } from '../../hooks/command-failure';
import { useRefreshAfterCommand } from '../../hooks/useRefreshAfterCommand';
import { API_URL, errorStatus, httpClient, isClientError, serverMessage } from '../../providers/dataProvider';
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

interface SampleAnswer {
  message?: string;
}

const samplePath = (id?: string) => `${API_URL}/${SAMPLES}${id ? `/${encodeURIComponent(id)}` : ''}`;

async function send(url: string, method: string, body?: unknown): Promise<{ answer: SampleAnswer; behind: boolean }> {
  const { json, headers } = await httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return { answer: (json ?? {}) as SampleAnswer, behind: headers.get('x-read-side-behind') === 'true' };
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
  const notify = useNotify();
  const refreshAfter = useRefreshAfterCommand();
  return useMutation({
    mutationKey: [SAMPLES, 'delete'],
    mutationFn: (id: string) => send(samplePath(id), 'DELETE'),
    onSuccess: ({ answer, behind }) => {
      notify(answer.message || sampleMessages.deleted, { type: 'success' });
      refreshAfter(behind);
    },
    onError: (error) => notify(commandFailureMessage(sampleMessages.deleteFailed, error), { type: 'error' }),
  });
}
