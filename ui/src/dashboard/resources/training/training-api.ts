import type { TrainingModule } from '@shared/onboarding/training-modules';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getParsed } from '../../providers/api';

/** GET /api/training/modules (the onboarding module has the type, not a schema). */
const trainingModules: z.ZodType<TrainingModule[]> = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    duration: z.string(),
    description: z.string(),
    guideUrl: z.string(),
    guideKind: z.enum(['document', 'spreadsheet']),
  }),
);

/** The six modules with their guide links (GET /api/training/modules); they change only with the settings. */
export function useTrainingModules() {
  return useQuery({
    queryKey: ['training', 'modules'],
    queryFn: ({ signal }) => getParsed('/training/modules', trainingModules, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
