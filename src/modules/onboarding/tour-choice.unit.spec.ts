import { describe, expect, it } from 'vitest';
import { afterFinishing, chooseTour, tourPageOf } from './tour-choice';

const choose = (pathname: string, dashboardVisits: number | null, completed: string[] = []) =>
  chooseTour({ pathname, dashboardVisits, completed });

describe('the tour a page starts by itself', () => {
  it('is the dashboard tour on the first dashboard visit, on any dashboard page, until it is done', () => {
    expect(choose('/dashboard/campaigns', 1)).toBe('dashboard-tour');
    expect(choose('/dashboard/training', 1)).toBe('dashboard-tour');
    expect(choose('/dashboard', 1)).toBe('dashboard-tour');
    expect(choose('/dashboard/campaigns', 1, ['dashboard-tour'])).toBeNull();
  });

  it('is the dashboard tour when the user is unknown (the state did not load)', () => {
    expect(choose('/dashboard/roadmap', null)).toBe('dashboard-tour');
  });

  it('is not the dashboard tour on later visits, nor outside the dashboard', () => {
    expect(choose('/dashboard/training', 2)).toBeNull();
    expect(choose('/dashboard/campaigns', 0)).toBeNull();
    expect(choose('/dashboards', 1)).toBeNull();
    expect(choose('/login', null)).toBeNull();
  });

  it('is the Connect Account tour on /dashboard/connect once the dashboard tour is done', () => {
    expect(choose('/dashboard/connect', 3, ['dashboard-tour'])).toBe('connect-account-tour');
    expect(choose('/dashboard/connect', 3)).toBeNull();
    expect(choose('/dashboard/connect', 3, ['dashboard-tour', 'connect-account-tour'])).toBeNull();
  });

  it('is the campaign tour on /dashboard/campaigns once the dashboard and Connect Account tours are done', () => {
    expect(choose('/dashboard/campaigns', 4, ['dashboard-tour', 'connect-account-tour'])).toBe('campaign-tour');
    expect(choose('/dashboard/campaigns/new', 4, ['dashboard-tour', 'connect-account-tour'])).toBe('campaign-tour');
    expect(choose('/dashboard/campaigns', 4, ['dashboard-tour'])).toBeNull();
    expect(choose('/dashboard/campaigns', 4, ['dashboard-tour', 'connect-account-tour', 'campaign-tour'])).toBeNull();
  });

  it('is the leads tour on /dashboard/leads once the dashboard tour is done', () => {
    expect(choose('/dashboard/leads', 2, ['dashboard-tour'])).toBe('leads-setup');
    expect(choose('/dashboard/leads/new', 2, ['dashboard-tour'])).toBe('leads-setup');
    expect(choose('/dashboard/leads', 2)).toBeNull();
    expect(choose('/dashboard/leads', 2, ['dashboard-tour', 'leads-setup'])).toBeNull();
  });

  it('never starts the Do Not Contact tour by itself: ?tour=do-not-contact-tour or the menu does', () => {
    expect(choose('/dashboard/do-not-contact', 2, ['dashboard-tour'])).toBeNull();
  });
});

describe('tour pages and hand-over', () => {
  it('knows the four tour pages, and that others are not', () => {
    expect(tourPageOf('/dashboard/connect')?.tour).toBe('connect-account-tour');
    expect(tourPageOf('/dashboard/campaigns/new')?.tour).toBe('campaign-tour');
    expect(tourPageOf('/dashboard/leads/42')?.tour).toBe('leads-setup');
    expect(tourPageOf('/dashboard/do-not-contact')?.tour).toBe('do-not-contact-tour');
    expect(tourPageOf('/dashboard/training')).toBeUndefined();
    expect(tourPageOf('/dashboard/connections')).toBeUndefined();
  });

  it("ends a finished dashboard tour where the user's next step is: Account Plan for a free user, not Connect Account", () => {
    expect(afterFinishing('dashboard-tour', '/dashboard/account')).toBe('/dashboard/account');
    expect(afterFinishing('dashboard-tour', '/dashboard/leads')).toBe('/dashboard/leads');
  });

  it('hands a paying user with no account over to the Connect Account tour', () => {
    expect(afterFinishing('dashboard-tour', '/dashboard/connect')).toBe('/dashboard/connect?tour=connect-account-tour');
  });

  it('leaves the user where they are when the next step is not known yet or all are done, and other tours lead nowhere', () => {
    expect(afterFinishing('dashboard-tour', undefined)).toBeNull();
    expect(afterFinishing('dashboard-tour', null)).toBeNull();
    expect(afterFinishing('campaign-tour', '/dashboard/account')).toBeNull();
  });
});
