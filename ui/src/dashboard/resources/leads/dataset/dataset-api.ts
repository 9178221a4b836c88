import { type CreateDatasetSourceBody, datasetMessages, type SearchBody } from '@shared/dataset/contract';
import type { FailureNotice } from '../../../hooks/command-failure';
import { useCommand } from '../../../hooks/useCommand';
import { getParsed } from '../../../providers/api';
import { createDatasetSourceAnswer, nameAvailabilityAnswer, searchAnswer } from '../lead-answers';
import { createFailure, searchFailure } from './dataset-failures';

type FormToast = (message: string, type: 'success' | 'warning' | 'error') => void;

/**
 * POST /api/dataset/search: the first 10 matches and how many match, up to the number of leads. Told in the
 * form's toasts; a search that found nothing warns. Nothing changes, so nothing is refreshed.
 */
export function useDatasetSearch(toast: FormToast) {
  return useCommand('dataset', 'search', {
    answer: searchAnswer,
    request: (body: SearchBody) => ({ data: body }),
    success: (answer) =>
      answer.total > 0
        ? { message: answer.message || datasetMessages.found(answer.total), type: 'success' }
        : { message: datasetMessages.noLeads, type: 'warning' },
    failure: datasetMessages.searchFailed('unknown error'),
    notice: (_failure, error): FailureNotice => searchFailure(error),
    toast,
    refresh: false,
  });
}

/**
 * POST /api/dataset/lead-sources: a 'dataset' lead source with the matches as its leads, told in the form's
 * toasts; the form refreshes the lists itself.
 */
export function useCreateDatasetSource(toast: FormToast) {
  return useCommand('dataset', 'create', {
    answer: createDatasetSourceAnswer,
    request: (body: CreateDatasetSourceBody) => ({ data: body }),
    success: datasetMessages.created,
    failure: datasetMessages.prepareFailed,
    notice: (_failure, error) => createFailure(error),
    toast,
    refresh: false,
  });
}

/** Whether the user has no lead source of this name yet (any case). */
export function isNameAvailable(name: string): Promise<boolean> {
  return getParsed(`/lead-source-names/available?name=${encodeURIComponent(name)}`, nameAvailabilityAnswer).then(
    (answer) => answer.available,
  );
}
