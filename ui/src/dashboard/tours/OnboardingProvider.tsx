import { isTourId, type OnboardingState, type TourId } from '@shared/onboarding/contract';
import { chooseTour, ONBOARDING_TIMINGS } from '@shared/onboarding/tour-choice';
import { useIsFetching } from '@tanstack/react-query';
import { autoStartAction } from './tour-start';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadOnboardingOnce, updateOnboarding } from './onboarding-api';
import { currentActivity, markTourStartedThisVisit, tourStartedThisVisit } from './user-activity';

export interface Onboarding {
  /** False until the state arrived or the 2 s load timeout passed. */
  loaded: boolean;
  completed: readonly string[];
  isDone(id: string): boolean;
  /** Adds ids to the completed list (each once); saved on the server, shown at once. */
  complete(ids: string[]): void;
  /** 'Reset All Tours': clears the completed list. */
  reset(): Promise<void>;
  activeTour: TourId | null;
  /** Starts a tour now (the Tour menu); ends any other. */
  startTour(id: TourId): void;
  endTour(): void;
  /** The tour the page chose while the user was busy: offered by the help button instead of opening over them. */
  offeredTour: TourId | null;
  dismissOffer(): void;
}

const OnboardingContext = createContext<Onboarding | null>(null);

export function useOnboarding(): Onboarding {
  const value = useContext(OnboardingContext);
  if (!value) throw new Error('useOnboarding outside OnboardingProvider');
  return value;
}

/** The ?tour= of the address, when it names a tour. */
export function tourParam(search: string): TourId | null {
  const id = new URLSearchParams(search).get('tour');
  return isTourId(id) ? id : null;
}

/**
 * The user's onboarding state, loaded once per visit (the visit is counted as it loads), and the tour in
 * progress. A second after the page opened, starts the tour the address asks for (?tour=), or the one the choice
 * rules pick: at most one by itself per visit, and only while the user is not busy (else it is offered).
 */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const { identity } = useGetIdentity();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<OnboardingState | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [activeTour, setActiveTour] = useState<TourId | null>(null);
  const [offeredTour, setOfferedTour] = useState<TourId | null>(null);
  // Also kept here for a browser without session storage.
  const choseThisVisit = useRef(false);
  const userKey = identity?.id === undefined ? null : String(identity.id);

  useEffect(() => {
    if (userKey === null) return;
    let live = true;
    const { loaded: first, late } = loadOnboardingOnce(userKey);
    void first.then((answer) => {
      if (!live) return;
      setState(answer);
      setLoaded(true);
    });
    // An answer after the timeout still brings the completed list for the menu and the next pages.
    void late.then((answer) => {
      if (live && answer) setState((current) => current ?? answer);
    });
    return () => {
      live = false;
    };
  }, [userKey]);

  const completed = state?.completedSteps ?? [];

  const complete = useCallback((ids: string[]) => {
    setState((current) => {
      const base = current ?? { completedSteps: [], dashboardVisits: 0 };
      const added = ids.filter((id) => !base.completedSteps.includes(id));
      return added.length ? { ...base, completedSteps: [...base.completedSteps, ...added] } : base;
    });
    void updateOnboarding({ complete: ids }).then(
      (saved) => setState((current) => ({ ...saved, completedSteps: mergeOrdered(saved.completedSteps, current?.completedSteps ?? []) })),
      () => undefined,
    );
  }, []);

  const reset = useCallback(async () => {
    const saved = await updateOnboarding({ reset: true });
    setState(saved);
  }, []);

  const navigate = useNavigate();
  const startTour = useCallback((id: TourId) => {
    setOfferedTour(null);
    setActiveTour(id);
  }, []);
  const dismissOffer = useCallback(() => setOfferedTour(null), []);
  const endTour = useCallback(() => {
    setActiveTour(null);
    // A finished tour's ?tour= would start it again: the address drops it.
    const params = new URLSearchParams(window.location.search);
    if (!params.has('tour')) return;
    params.delete('tour');
    const rest = params.toString();
    navigate({ pathname: window.location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [navigate]);

  // The tour the page asks for, a second after it opened (and its data arrived): ?tour= first, else the automatic choice.
  const requested = tourParam(search);
  const automatic = loaded && !choseThisVisit.current ? chooseTour({ pathname, dashboardVisits: state ? state.dashboardVisits : null, completed }) : null;
  const wanted = requested ?? automatic;
  // Decided once the page's data has arrived, so what the page shows (its next step, say) is on screen.
  const pageLoading = useIsFetching() > 0;
  useEffect(() => {
    if (!wanted || activeTour || (pageLoading && !requested)) return;
    const timer = setTimeout(() => {
      if (requested) return setActiveTour(requested);
      const action = autoStartAction({ chosen: wanted, startedThisVisit: choseThisVisit.current || tourStartedThisVisit(), activity: currentActivity() });
      if (action === 'none') return;
      choseThisVisit.current = true;
      markTourStartedThisVisit();
      if (action === 'start') setActiveTour(wanted);
      else setOfferedTour(wanted);
    }, ONBOARDING_TIMINGS.tourStartDelay);
    return () => clearTimeout(timer);
  }, [wanted, requested, activeTour, pageLoading]);

  const value = useMemo<Onboarding>(
    () => ({
      loaded,
      completed,
      isDone: (id) => completed.includes(id),
      complete,
      reset,
      activeTour,
      startTour,
      endTour,
      offeredTour,
      dismissOffer,
    }),
    [loaded, completed, complete, reset, activeTour, startTour, endTour, offeredTour, dismissOffer],
  );
  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}

/** The server's list, with anything completed here since the request left kept at its end. */
function mergeOrdered(saved: readonly string[], local: readonly string[]): string[] {
  return [...saved, ...local.filter((id) => !saved.includes(id))];
}
