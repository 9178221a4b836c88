import type { OnboardingState, UpdateOnboardingBody } from '@shared/onboarding/contract';
import { ONBOARDING_TIMINGS } from '@shared/onboarding/tour-choice';
import { z } from 'zod';
import { fetchParsed } from '../providers/api';

/** The onboarding answers (the contract has the type, not a schema). */
const onboardingState: z.ZodType<OnboardingState> = z.object({ completedSteps: z.array(z.string()), dashboardVisits: z.number() });

/** null: the state did not arrive within the load timeout (the user is treated as unknown). */
export type LoadedOnboarding = OnboardingState | null;

// One visit per user per page load: a remount of the layout (or React's development double mount) is the same visit.
const visits = new Map<string, Promise<LoadedOnboarding>>();

/**
 * Counts this opening of the dashboard and loads the state. `loaded` settles within 2 s, with null (the empty
 * default, user unknown) when the answer is late; `late` is the answer whenever it comes.
 */
export function loadOnboardingOnce(userKey: string): { loaded: Promise<LoadedOnboarding>; late: Promise<LoadedOnboarding> } {
  let visit = visits.get(userKey);
  if (!visit) {
    visit = fetchParsed('/onboarding/visits', onboardingState, { method: 'POST' })
      .then(({ data }) => data)
      .catch(() => null);
    visits.set(userKey, visit);
  }
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ONBOARDING_TIMINGS.loadTimeout));
  return { loaded: Promise.race([visit, timeout]), late: visit };
}

export async function updateOnboarding(body: UpdateOnboardingBody): Promise<OnboardingState> {
  const { data } = await fetchParsed('/onboarding', onboardingState, { method: 'PATCH', body });
  return data;
}
