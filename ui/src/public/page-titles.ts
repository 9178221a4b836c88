import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The landing page's title, as in index.html: what a search result or a shared link shows. */
export const LANDING_TITLE = 'OutTwit: DM outreach on X, on autopilot';

/** Each public page's tab title; the dashboard's pages set their own (PageHeader). */
const PUBLIC_PAGE_TITLES: Record<string, string> = {
  '/': LANDING_TITLE,
  '/login': 'Sign In · OutTwit',
  '/signup': 'Create Account · OutTwit',
  '/forgot-password': 'Reset Password · OutTwit',
  '/reset-password': 'Set New Password · OutTwit',
  '/privacy': 'Privacy Policy · OutTwit',
};

const NOT_FOUND_TITLE = 'Page Not Found · OutTwit';

/** The tab title of a public path, or undefined for the dashboard's paths. */
export function publicPageTitle(pathname: string): string | undefined {
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGE_TITLES[path] ?? NOT_FOUND_TITLE;
}

/**
 * Sets the tab title on every move between public pages, so no page keeps the title of the one before
 * (the single-page app never reloads index.html).
 */
export function usePublicPageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = publicPageTitle(pathname);
    if (title) document.title = title;
  }, [pathname]);
}
