import type { TourId } from '@shared/onboarding/contract';

/** What the user is doing when a tour could start by itself. */
export interface UserActivity {
  /** A dialog, menu or popup is open. */
  overlayOpen: boolean;
  /** A text field, select or editable area has the focus. */
  typing: boolean;
  /** Milliseconds since the last click, tap or key press; null when there was none yet. */
  sinceLastInput: number | null;
  /** The page shows the user's next step of getting started (the checklist's Next button, say). */
  nextStepShown: boolean;
}

/** A click or key press this recent means the user is in the middle of something. */
export const QUIET_BEFORE_TOUR_MS = 4_000;

export interface AutoStartInput {
  /** The tour the page's rules chose (chooseTour), or null. */
  chosen: TourId | null;
  /** A tour already started by itself during this visit (this tab's session). */
  startedThisVisit: boolean;
  activity: UserActivity;
}

/**
 * What happens to the tour the page chose: it starts by itself only once per visit and only while the user is
 * idle; a user who is busy (a dialog or menu open, a field focused, a click or key press in the last seconds)
 * is offered it instead, so the overlay never lands on what they are doing. So is a user whose page already
 * shows their next step of getting started: reading it is what they are doing, and the overlay would cover it.
 */
export function autoStartAction({ chosen, startedThisVisit, activity }: AutoStartInput): 'start' | 'offer' | 'none' {
  if (!chosen || startedThisVisit) return 'none';
  const busy =
    activity.overlayOpen ||
    activity.typing ||
    activity.nextStepShown ||
    (activity.sinceLastInput !== null && activity.sinceLastInput < QUIET_BEFORE_TOUR_MS);
  return busy ? 'offer' : 'start';
}
