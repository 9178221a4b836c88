import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, StrictMode, Suspense, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LandingPage } from './public/landing/LandingPage';
import { usePublicPageTitle } from './public/page-titles';
import { useSession } from './shared/auth-client';
import { ErrorBoundary } from './shared/ErrorBoundary';
import { FullPageSpinner } from './shared/FullPageSpinner';
import { theme } from './shared/theme';

// The dashboard (react-admin) is its own chunk: the public pages never load it.
const DashboardApp = lazy(() => import('./dashboard/DashboardApp'));
// The sign-in and password screens load on demand, so the landing page carries no form code.
const LoginPage = lazy(() => import('./public/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('./public/auth/SignupPage').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import('./public/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./public/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const PrivacyPolicyPage = lazy(() => import('./public/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
const NotFoundPage = lazy(() => import('./public/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** Login, sign-up and forgot-password are for signed-out visitors: a signed-in user goes to the dashboard. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const { data: session, isPending } = useSession();
  // Only the first check shows the spinner; later refetches (after signing in) keep the form on screen.
  const settled = useRef(false);
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
  if (!session) return <Navigate to="/login" replace />;
  return children;
}

function App() {
  usePublicPageTitle();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
