import { lazy, type ReactNode, Suspense } from 'react';
import { OnboardingProvider, useOnboarding } from './OnboardingProvider';

// The tour player (react-joyride and its positioning) loads when a tour starts, not with every dashboard page.
const TourRunner = lazy(() => import('./TourRunner').then((m) => ({ default: m.TourRunner })));

function ActiveTour() {
  const { activeTour } = useOnboarding();
  return activeTour ? (
    <Suspense fallback={null}>
      <TourRunner />
    </Suspense>
  ) : null;
}

/** The dashboard's onboarding around a page: the state and the tour in progress (the page's tip and the tours menu are placed by the layout). */
export function Onboarding({ children }: { children: ReactNode }) {
  return (
    <OnboardingProvider>
      {children}
      <ActiveTour />
    </OnboardingProvider>
  );
}
