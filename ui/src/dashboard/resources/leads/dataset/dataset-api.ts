import type { CreateDatasetSourceBody, SearchBody } from '@shared/dataset/contract';
import { useMutation } from '@tanstack/react-query';
import { getParsed, sendParsed } from '../../../providers/api';
import { createDatasetSourceAnswer, nameAvailabilityAnswer, searchAnswer } from '../lead-answers';

/** POST /api/dataset/search: the first 10 matches and how many match, up to the number of leads. */
export function useDatasetSearch() {
  return useMutation({
    mutationKey: ['dataset', 'search'],
    mutationFn: (body: SearchBody) => sendParsed('/dataset/search', 'POST', searchAnswer, body),
  });
}

/** POST /api/dataset/lead-sources: a 'dataset' lead source with the matches as its leads. */
export function useCreateDatasetSource() {
  return useMutation({
    mutationKey: ['dataset', 'create'],
    mutationFn: (body: CreateDatasetSourceBody) => sendParsed('/dataset/lead-sources', 'POST', createDatasetSourceAnswer, body),
  });
}

/** Whether the user has no lead source of this name yet (any case). */
export function isNameAvailable(name: string): Promise<boolean> {
  return getParsed(`/lead-source-names/available?name=${encodeURIComponent(name)}`, nameAvailabilityAnswer).then(
    (answer) => answer.available,
  );
}
