import type { TourId } from './contract';

/** The specification's timings for onboarding, in milliseconds. */
export const ONBOARDING_TIMINGS = {
  /** The state loads at start; after this the empty default is used. */
  loadTimeout: 2_000,
  /** Between a tour being chosen (automatically or by ?tour=) and its first bubble. */
  tourStartDelay: 1_000,
  /** After a step's navigation, before anything else. */
  routeSettle: 300,
  /** A step's bubble appears this long after a navigation ... */
  bubbleAfterNavigation: 500,
  /** ... or this long after Next or Previous on the same page. */
  bubbleOnSamePage: 100,
  /** After this long on a page the help button shows its bubble, once per page per visit. */
  helpBubbleDelay: 5_000,
} as const;

/** The pages with a tour of their own, where the floating Tour menu is hidden. */
export const TOUR_PAGES: ReadonlyArray<{ path: string; tour: TourId }> = [
  { path: '/dashboard/connect', tour: 'connect-account-tour' },
  { path: '/dashboard/campaigns', tour: 'campaign-tour' },
  { path: '/dashboard/leads', tour: 'leads-setup' },
  { path: '/dashboard/do-not-contact', tour: 'do-not-contact-tour' },
];

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The tour page `pathname` is on, if any. */
export function tourPageOf(pathname: string): { path: string; tour: TourId } | undefined {
  return TOUR_PAGES.find((page) => under(pathname, page.path));
}

export interface TourChoiceInput {
  pathname: string;
  /** The user's dashboard visits; null when the user (their onboarding state) is unknown. */
  dashboardVisits: number | null;
  completed: readonly string[];
}

/**
 * The tour a page starts by itself, if any. The dashboard tour greets a user on their first dashboard visit (or
 * when who they are could not be loaded); the others follow it on their pages: Connect Account once the
 * dashboard tour is done, Campaigns once Connect Account is done too, Leads once the dashboard tour is done.
 * The specification's "Visiting campaigns or leads unseen also triggers its tour" is read as these page rules
 * (visiting the page while its tour is not completed starts it), not as a trigger that skips their order: a
 * user who skips the dashboard tour on /dashboard/campaigns would otherwise get the campaign tour a second later.
 */
export function chooseTour({ pathname, dashboardVisits, completed }: TourChoiceInput): TourId | null {
  const done = (tour: TourId) => completed.includes(tour);
  if (under(pathname, '/dashboard') && (dashboardVisits === null || dashboardVisits === 1) && !done('dashboard-tour')) return 'dashboard-tour';
  if (!done('dashboard-tour')) return null;
  if (under(pathname, '/dashboard/connect') && !done('connect-account-tour')) return 'connect-account-tour';
  if (under(pathname, '/dashboard/campaigns') && done('connect-account-tour') && !done('campaign-tour')) return 'campaign-tour';
  if (under(pathname, '/dashboard/leads') && !done('leads-setup')) return 'leads-setup';
  return null;
}

/**
 * Where finishing a tour leads. The dashboard tour ends where the user's next step is (`nextStep`: the page of
 * the first getting-started step not done, such as Account Plan for a free user): when that is Connect Account,
 * the Connect Account tour carries on there, as the specification's hand-over says; when it is not known yet,
 * the user stays where they are. Other tours lead nowhere.
 */
export function afterFinishing(tour: TourId, nextStep: string | null | undefined): string | null {
  if (tour !== 'dashboard-tour' || !nextStep) return null;
  return nextStep === '/dashboard/connect' ? '/dashboard/connect?tour=connect-account-tour' : nextStep;
}
