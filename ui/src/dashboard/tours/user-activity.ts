import type { UserActivity } from './tour-start';

// The last click, tap or key press on this page, recorded from the first import on.
let lastInput: number | null = null;
const record = () => {
  lastInput = Date.now();
};
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', record, { capture: true, passive: true });
  window.addEventListener('keydown', record, { capture: true, passive: true });
}

const OVERLAYS = '.MuiModal-root, [role="dialog"], [role="menu"], [role="listbox"]';
const FIELDS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const NEXT_STEP_ATTRIBUTE = 'data-next-step';
/** Spread on the control that takes the user to their next step of getting started: no tour opens over it. */
export const nextStepMarker = { [NEXT_STEP_ATTRIBUTE]: '' } as const;

/** What the user is doing right now, for deciding whether a tour may open over the page. */
export function currentActivity(): UserActivity {
  const overlayOpen = [...document.querySelectorAll<HTMLElement>(OVERLAYS)].some((element) => element.getClientRects().length > 0);
  const focused = document.activeElement;
  const typing = focused instanceof HTMLElement && focused.matches(FIELDS);
  const nextStepShown = [...document.querySelectorAll<HTMLElement>(`[${NEXT_STEP_ATTRIBUTE}]`)].some((element) => element.getClientRects().length > 0);
  return { overlayOpen, typing, nextStepShown, sinceLastInput: lastInput === null ? null : Date.now() - lastInput };
}

const STARTED_KEY = 'outtwit.tour-started-by-itself';

/** Whether a tour already started by itself (or was offered) during this visit: this tab's session. */
export function tourStartedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(STARTED_KEY) !== null;
  } catch {
    return false;
  }
}

export function markTourStartedThisVisit(): void {
  try {
    sessionStorage.setItem(STARTED_KEY, '1');
  } catch {
    // Without storage the visit is this page load; the provider remembers it too.
  }
}
