import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from '../../shared/ErrorBoundary';
import { ErrorScreen } from '../../shared/ErrorScreen';

/** react-admin's error page: the product's generic error screen. */
export function ErrorPage({ error }: { error?: unknown; errorInfo?: ErrorInfo; resetErrorBoundary?: unknown }) {
  return <ErrorScreen error={error} />;
}

/** Catches a rendering error of one page and shows the error screen; a new page (resetKey) starts afresh. */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <ErrorBoundary area="Dashboard page" resetKey={resetKey}>
      {children}
    </ErrorBoundary>
  );
}
