import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change (a new page's path) clears a caught error. */
  resetKey?: string;
  /** Where the console says the error came from. */
  area: string;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey?: string;
}

/**
 * Shows the error screen instead of a blank page when its children fail to render, or fail to load: a lazy
 * chunk that no longer exists after a redeploy rejects its import, and the rejection arrives here.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, failed: false, error: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.area} failed to render`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
