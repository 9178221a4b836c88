import { describe, expect, it } from 'vitest';
import { autoStartAction, QUIET_BEFORE_TOUR_MS, type UserActivity } from './tour-start';

const idle: UserActivity = { overlayOpen: false, typing: false, sinceLastInput: null, nextStepShown: false };

describe('a tour the page chose', () => {
  it('starts by itself when the user is idle and no tour started by itself this visit', () => {
    expect(autoStartAction({ chosen: 'dashboard-tour', startedThisVisit: false, activity: idle })).toBe('start');
    expect(autoStartAction({ chosen: 'leads-setup', startedThisVisit: false, activity: { ...idle, sinceLastInput: QUIET_BEFORE_TOUR_MS } })).toBe('start');
  });

  it('does not start when another tour already started by itself this visit: at most one per visit', () => {
    expect(autoStartAction({ chosen: 'leads-setup', startedThisVisit: true, activity: idle })).toBe('none');
  });

  it('is offered instead when a dialog or menu is open, a field has the focus, or the user just clicked or typed', () => {
    expect(autoStartAction({ chosen: 'dashboard-tour', startedThisVisit: false, activity: { ...idle, overlayOpen: true } })).toBe('offer');
    expect(autoStartAction({ chosen: 'dashboard-tour', startedThisVisit: false, activity: { ...idle, typing: true } })).toBe('offer');
    expect(autoStartAction({ chosen: 'dashboard-tour', startedThisVisit: false, activity: { ...idle, sinceLastInput: 300 } })).toBe('offer');
    expect(autoStartAction({ chosen: 'dashboard-tour', startedThisVisit: false, activity: { ...idle, sinceLastInput: QUIET_BEFORE_TOUR_MS - 1 } })).toBe('offer');
  });

  it("is offered instead when the page already shows the user's next step of getting started, however long they read it", () => {
    expect(autoStartAction({ chosen: 'dashboard-tour', startedThisVisit: false, activity: { ...idle, nextStepShown: true } })).toBe('offer');
    expect(autoStartAction({ chosen: 'dashboard-tour', startedThisVisit: false, activity: { ...idle, nextStepShown: true, sinceLastInput: 60_000 } })).toBe('offer');
  });

  it('does nothing when the page chose no tour', () => {
    expect(autoStartAction({ chosen: null, startedThisVisit: false, activity: { ...idle, typing: true } })).toBe('none');
  });
});
