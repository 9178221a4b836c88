import type { TrainingModule } from '@shared/onboarding/training-modules';
import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** The six modules with their guide links (GET /api/training/modules); they change only with the settings. */
export function useTrainingModules() {
  return useQuery({
    queryKey: ['training', 'modules'],
    queryFn: ({ signal }) => httpClient(`${API_URL}/training/modules`, { signal }).then(({ json }) => json as TrainingModule[]),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
