import { datasetMessages } from '@shared/dataset/contract';
import type { FailureNotice } from '../../../hooks/command-failure';
import { errorStatus, isClientError, serverMessage } from '../../../providers/dataProvider';

/** The API's message for a refusal of what was sent, when it gave one. */
const refusal = (error: unknown) => (isClientError(error) ? serverMessage(error) : undefined);

/**
 * Why a search failed, as an error: a lost session, the API's refusal, or the specification's 'Search failed:
 * <reason>...' with whatever reason the failure carried.
 */
export function searchFailure(error: unknown): FailureNotice {
  const reason = serverMessage(error) ?? (error instanceof Error ? error.message : 'unknown error');
  const message = errorStatus(error) === 401 ? datasetMessages.authFailed : (refusal(error) ?? datasetMessages.searchFailed(reason));
  return { message, type: 'error' };
}

/** Why a source was not created: a lost session, the API's refusal (as a warning), or 'Failed to prepare lead source'. */
export function createFailure(error: unknown): FailureNotice {
  const message = errorStatus(error) === 401 ? datasetMessages.authFailed : (refusal(error) ?? datasetMessages.prepareFailed);
  return { message, type: isClientError(error) ? 'warning' : 'error' };
}
