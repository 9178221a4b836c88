import { useTheme } from '@mui/material/styles';
import type { TourId } from '@shared/onboarding/contract';
import { afterFinishing, ONBOARDING_TIMINGS } from '@shared/onboarding/tour-choice';
import { nextShownStep } from './tour-steps';
import { useEffect, useState } from 'react';
import { Joyride, type Step } from 'react-joyride';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOnboarding } from './OnboardingProvider';
import { type BubbleData, TourTooltip } from './TourTooltip';
import { findTarget, type TourStep, tours } from './tours';
import { useNextStepPage } from './useNextStepPage';

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
  target: HTMLElement;
}

interface Position {
  tour: TourId | null;
  index: number;
  /** The way the user last moved: a step with nothing to point at is passed over that way. */
  direction: 1 | -1;
  /** Steps of this run found without their element. */
  missing: ReadonlySet<number>;
}

/**
 * Plays the active tour one step at a time. A step with a route goes there first, lets the page settle (300 ms)
 * and shows its bubble 500 ms after the navigation; a step on the same page shows it after 100 ms. A step whose
 * element is not on screen is passed over, in the way the user was moving: a bubble never points at nothing.
 */
export function TourRunner() {
  const { activeTour, complete, endTour } = useOnboarding();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const theme = useTheme();
  const nextStepPage = useNextStepPage();
  const [position, setPosition] = useState<Position>({ tour: null, index: 0, direction: 1, missing: new Set() });
  const [shown, setShown] = useState<Shown | null>(null);
  // A new tour starts at its first step.
  const current: Position = position.tour === activeTour ? position : { tour: activeTour, index: 0, direction: 1, missing: new Set() };
  const index = current.index;
  const move = (direction: 1 | -1) => {
    if (!activeTour) return;
    const total = tours[activeTour].steps.length;
    const next = nextShownStep(total, index, direction, (candidate) => !current.missing.has(candidate));
    if (next === null) return direction === 1 ? finish() : undefined;
    setPosition({ ...current, index: next, direction });
  };

  const step: TourStep | undefined = activeTour ? tours[activeTour].steps[index] : undefined;

  function finish() {
    if (!activeTour) return;
    complete([activeTour]);
    endTour();
    const next = afterFinishing(activeTour, nextStepPage);
    if (next) navigate(next);
  }
  // This step has nothing to point at: on to the next one that way (back the other way when none is left behind).
  function skipMissing() {
    if (!activeTour) return;
    const missing = new Set(current.missing).add(index);
    const present = (candidate: number) => !missing.has(candidate);
    const total = tours[activeTour].steps.length;
    const onward = nextShownStep(total, index, current.direction, present);
    const back = current.direction === -1 ? nextShownStep(total, index, 1, present) : null;
    if (onward === null && back === null) return finish();
    setPosition({ tour: activeTour, index: (onward ?? back) as number, direction: onward === null ? 1 : current.direction, missing });
  }

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
      if (cancelled) return;
      if (target) return setShown({ tour: activeTour, index, target });
      skipMissing();
    })();
    return () => {
      cancelled = true;
    };
  }, [activeTour, index, step]);

  if (!activeTour || !step || !shown || shown.tour !== activeTour || shown.index !== index) return null;

  const total = tours[activeTour].steps.length;
  const stop = () => {
    complete([activeTour]);
    endTour();
  };
  const data: BubbleData = {
    index,
    total,
    first: nextShownStep(total, index, -1, (candidate) => !current.missing.has(candidate)) === null,
    onBack: () => move(-1),
    onNext: () => move(1),
    onSkip: stop,
    // Closing the bubble closes the tour and dismisses the step: both ids are kept.
    onClose: () => {
      complete([activeTour, step.id]);
      endTour();
    },
  };
  const centred = step.position === 'center';
  const joyrideStep: Step = {
    id: step.id,
    target: centred ? 'body' : shown.target,
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
