import { z } from 'zod';

/**
 * The onboarding contract, imported by the API and the UI: the tour ids, the update request's schema and the
 * state's shape.
 */

/** The guided tours, started with ?tour={id}. */
export const TOUR_IDS = ['dashboard-tour', 'connect-account-tour', 'campaign-tour', 'leads-setup', 'do-not-contact-tour'] as const;
export type TourId = (typeof TOUR_IDS)[number];

export const isTourId = (value: unknown): value is TourId => TOUR_IDS.includes(value as TourId);

/** The tip cards, one per tour page; dismissing one completes its id. */
export const TIP_IDS = ['tip-campaigns', 'tip-leads', 'tip-connect', 'tip-do-not-contact'] as const;
export type TipId = (typeof TIP_IDS)[number];

/** A tour, step or tip id: lower-case words joined by dashes. */
export const STEP_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The most ids one user's list holds: every tour, step and tip of the product fits many times over. */
export const MAX_COMPLETED_STEPS = 200;

// Not in the specification's catalogue: the answers to ids that cannot be stored and to an empty update.
export const onboardingMessages = {
  invalidId: 'Tour and step ids are lower-case words joined by dashes',
  nothingToChange: 'Name a tour or step to complete, or reset the tours',
  tooMany: `At most ${MAX_COMPLETED_STEPS} tours and steps can be completed`,
} as const;

/** PATCH /api/onboarding: ids to add to the completed list (each once), after clearing it when reset is true. */
export const updateOnboardingSchema = z
  .object(
    {
      complete: z
        .array(z.string({ error: onboardingMessages.invalidId }).regex(STEP_ID_PATTERN, onboardingMessages.invalidId), {
          error: onboardingMessages.invalidId,
        })
        .max(MAX_COMPLETED_STEPS, onboardingMessages.tooMany)
        .optional(),
      reset: z.boolean({ error: onboardingMessages.nothingToChange }).optional(),
    },
    { error: onboardingMessages.nothingToChange },
  )
  .strict()
  .refine((body) => body.reset === true || (body.complete?.length ?? 0) > 0, { error: onboardingMessages.nothingToChange });
export type UpdateOnboardingBody = z.infer<typeof updateOnboardingSchema>;

/** GET /api/onboarding and the answer to every change. A user with no row yet has the empty default. */
export interface OnboardingState {
  completedSteps: string[];
  dashboardVisits: number;
}

export const EMPTY_ONBOARDING: OnboardingState = { completedSteps: [], dashboardVisits: 0 };
