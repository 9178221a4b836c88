import { useTheme } from '@mui/material/styles';
import type { TourId } from '@shared/onboarding/contract';
import { afterFinishing, ONBOARDING_TIMINGS } from '@shared/onboarding/tour-choice';
import { useEffect, useState } from 'react';
import { Joyride, type Step } from 'react-joyride';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOnboarding } from './OnboardingProvider';
import { type BubbleData, TourTooltip } from './TourTooltip';
import { findTarget, type TourStep, tours } from './tours';

/** How long a step waits for its element to appear (a lazily loaded page, a list still loading). */
const TARGET_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForTarget(selector: string, cancelled: () => boolean): Promise<HTMLElement | null> {
  const until = Date.now() + TARGET_WAIT_MS;
  for (;;) {
    const element = findTarget(selector);
    if (element || Date.now() >= until || cancelled()) return element;
    await sleep(100);
  }
}

interface Shown {
  tour: TourId;
  index: number;
  target: HTMLElement | null;
}

/**
 * Plays the active tour one step at a time. A step with a route goes there first, lets the page settle (300 ms)
 * and shows its bubble 500 ms after the navigation; a step on the same page shows it after 100 ms. A step whose
 * element is not on screen is shown in the middle of the page, saying so.
 */
export function TourRunner() {
  const { activeTour, complete, endTour } = useOnboarding();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const theme = useTheme();
  const [position, setPosition] = useState<{ tour: TourId | null; index: number }>({ tour: null, index: 0 });
  const [shown, setShown] = useState<Shown | null>(null);
  // A new tour starts at its first step.
  const index = position.tour === activeTour ? position.index : 0;
  const setIndex = (next: number) => setPosition({ tour: activeTour, index: next });

  const step: TourStep | undefined = activeTour ? tours[activeTour].steps[index] : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is placed when it changes, not on each navigation it causes
  useEffect(() => {
    if (!activeTour || !step) return;
    let cancelled = false;
    setShown(null);
    void (async () => {
      let delay: number = ONBOARDING_TIMINGS.bubbleOnSamePage;
      if (step.route && pathname !== step.route) {
        navigate(`${step.route}${search}`);
        await sleep(ONBOARDING_TIMINGS.routeSettle);
        delay = ONBOARDING_TIMINGS.bubbleAfterNavigation - ONBOARDING_TIMINGS.routeSettle;
      }
      await sleep(delay);
      if (cancelled) return;
      const target = step.position === 'center' ? document.body : await waitForTarget(step.targetSelector, () => cancelled);
      if (!cancelled) setShown({ tour: activeTour, index, target });
    })();
    return () => {
      cancelled = true;
    };
  }, [activeTour, index, step]);

  if (!activeTour || !step || !shown || shown.tour !== activeTour || shown.index !== index) return null;

  const tour = tours[activeTour];
  const total = tour.steps.length;
  const finish = () => {
    complete([activeTour]);
    endTour();
    const next = afterFinishing(activeTour);
    if (next) navigate(next);
  };
  const stop = () => {
    complete([activeTour]);
    endTour();
  };
  const data: BubbleData = {
    index,
    total,
    missing: shown.target === null,
    onBack: () => setIndex(Math.max(0, index - 1)),
    onNext: () => (index === total - 1 ? finish() : setIndex(index + 1)),
    onSkip: stop,
    // Closing the bubble closes the tour and dismisses the step: both ids are kept.
    onClose: () => {
      complete([activeTour, step.id]);
      endTour();
    },
  };
  const centred = step.position === 'center' || shown.target === null;
  const joyrideStep: Step = {
    id: step.id,
    target: centred ? 'body' : (shown.target as HTMLElement),
    title: step.title,
    content: step.content,
    placement: centred ? 'center' : step.position,
    width: step.width,
    skipBeacon: true,
    floatingOptions: { hideArrow: step.hideArrow ?? false },
    data,
  };

  return (
    <Joyride
      key={`${activeTour}-${index}`}
      run
      steps={[joyrideStep]}
      tooltipComponent={TourTooltip}
      options={{
        zIndex: theme.zIndex.tooltip + 10,
        primaryColor: theme.palette.primary.main,
        overlayColor: 'rgba(15, 23, 42, 0.45)',
        overlayClickAction: false,
        dismissKeyAction: false,
        scrollOffset: 96,
        spotlightRadius: 12,
        spotlightPadding: 6,
        targetWaitTimeout: 0,
      }}
    />
  );
}
