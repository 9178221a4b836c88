import type { CreateDatasetSourceAnswer, CreateDatasetSourceBody, SearchAnswer, SearchBody } from '@shared/dataset/contract';
import type { NameAvailabilityAnswer } from '@shared/leads/scrape-contract';
import { useMutation } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../../providers/dataProvider';

/** POST /api/dataset/search: the first 10 matches and how many match, up to the number of leads. */
export function useDatasetSearch() {
  return useMutation({
    mutationKey: ['dataset', 'search'],
    mutationFn: (body: SearchBody) =>
      httpClient(`${API_URL}/dataset/search`, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as SearchAnswer),
  });
}

/** POST /api/dataset/lead-sources: a 'dataset' lead source with the matches as its leads. */
export function useCreateDatasetSource() {
  return useMutation({
    mutationKey: ['dataset', 'create'],
    mutationFn: (body: CreateDatasetSourceBody) =>
      httpClient(`${API_URL}/dataset/lead-sources`, { method: 'POST', body: JSON.stringify(body) }).then(
        ({ json }) => json as CreateDatasetSourceAnswer,
      ),
  });
}

/** Whether the user has no lead source of this name yet (any case). */
export function isNameAvailable(name: string): Promise<boolean> {
  return httpClient(`${API_URL}/lead-source-names/available?name=${encodeURIComponent(name)}`).then(
    ({ json }) => (json as NameAvailabilityAnswer).available,
  );
}
