import { lazy, type ReactNode, Suspense } from 'react';
import { OnboardingProvider, useOnboarding } from './OnboardingProvider';
import { TipCard } from './TipCard';
import { TourMenu } from './TourMenu';

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

/** The dashboard's onboarding around a page: the state, the tour in progress, the Tour menu and the tip cards. */
export function Onboarding({ children }: { children: ReactNode }) {
  return (
    <OnboardingProvider>
      {children}
      <ActiveTour />
      <TourMenu />
      <TipCard />
    </OnboardingProvider>
  );
}
