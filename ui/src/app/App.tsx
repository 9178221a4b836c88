import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useRef } from 'react';
import { keepPendingInvitation } from '../shared/pending-invitation';
import { Navigate, Route, Routes } from 'react-router-dom';
import { usePublicPageTitle } from '../public/page-titles';
import { useSession } from '../shared/auth-client';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import { FullPageSpinner } from '../shared/FullPageSpinner';

// The dashboard (react-admin) is its own chunk: the public pages never load it.
const DashboardApp = lazy(() => import('../dashboard/DashboardApp'));
// Each public screen is a chunk of its own, loaded with the page that shows it.
const LoginPage = lazy(() => import('../public/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../public/auth/SignupPage').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import('../public/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../public/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const PrivacyPolicyPage = lazy(() => import('../public/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
const NotFoundPage = lazy(() => import('../public/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * True while the page on screen came as prerendered HTML (served to visitors without a session cookie): the
 * signed-out screens then show their form at once instead of waiting for the session check.
 */
export const PrerenderedContext = createContext(false);

/** Login, sign-up and forgot-password are for signed-out visitors: a signed-in user goes to the dashboard. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const { data: session, isPending } = useSession();
  const prerendered = useContext(PrerenderedContext);
  // Only the first check shows the spinner; later refetches (after signing in) keep the form on screen.
  const settled = useRef(prerendered);
  if (!isPending) settled.current = true;
  if (!settled.current) return <FullPageSpinner />;
  if (session) return <Navigate to="/dashboard" replace />;
  return children;
}

/** A route element shown to signed-out visitors only. */
function signedOutOnly(page: ReactNode) {
  return <SignedOutOnly>{page}</SignedOutOnly>;
}

/** The dashboard needs a signed-in user; without one the visitor goes to /login. */
function RequireSession({ children }: { children: ReactNode }) {
  const { data: session, isPending, isRefetching } = useSession();
  if (isPending || (!session && isRefetching)) return <FullPageSpinner />;
  if (!session) {
    // An invitation link opened signed out opens again once the person has signed in or up.
    keepPendingInvitation(window.location.pathname);
    return <Navigate to="/login" replace />;
  }
  return children;
}

/** The landing page is a static page of its own: a link to it from these screens loads it from the server. */
function LandingPageLoad() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <FullPageSpinner />;
}

/** The Vite dev server has no prerendered pages: there the app shows the landing page itself, with its script. */
const DevLandingPage = import.meta.env.DEV
  ? lazy(() =>
      import('../public/landing/LandingPage').then((m) => {
        void import('../landing-client');
        return { default: m.LandingPage };
      }),
    )
  : LandingPageLoad;

/** Calls `onReady` once, when the screen it sits beside has rendered (or, for prerendered HTML, hydrated). */
function ReadySignal({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return null;
}

/**
 * Every screen but the landing page (a static page of its own, see landing-client.ts): the sign-in screens,
 * the privacy policy, the dashboard and the not-found page.
 */
export function App({ onReady }: { onReady?: () => void }) {
  usePublicPageTitle();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <ReadySignal onReady={onReady} />
      <Routes>
        <Route path="/" element={<DevLandingPage />} />
        <Route path="/login" element={signedOutOnly(<LoginPage />)} />
        <Route path="/signup" element={signedOutOnly(<SignupPage />)} />
        <Route path="/forgot-password" element={signedOutOnly(<ForgotPasswordPage />)} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route
          path="/dashboard/*"
          element={
            <RequireSession>
              {/* After a redeploy the old dashboard chunk is gone: say so instead of leaving a blank page. */}
              <ErrorBoundary area="Dashboard">
                <DashboardApp />
              </ErrorBoundary>
            </RequireSession>
          }
        />
        <Route path="/privacy" element={<PrivacyPolicyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
