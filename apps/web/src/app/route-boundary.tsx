import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

import { RouteErrorView } from '@/components/errors/route-error-view';
import { PageLoading } from '@/components/ui/page-loading';

import { retryFailedPages } from './lazy-page';

interface ErrorBoundaryProps {
  /** Leaving the path an error happened on clears it: the next page gets its chance to render. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, { caught: { error: unknown } | null }> {
  override state: { caught: { error: unknown } | null } = { caught: null };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  /** The path the error happened on: leaving it clears the error. */
  private caughtOn: string | null = null;

  override componentDidCatch() {
    this.caughtOn = this.props.resetKey;
  }

  override componentDidUpdate() {
    if (this.state.caught && this.caughtOn !== null && this.caughtOn !== this.props.resetKey) {
      this.caughtOn = null;
      retryFailedPages();
      this.setState({ caught: null });
    }
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught.error) : this.props.children;
  }
}

/**
 * An audience group's error boundary: a page that fails to render (or whose code fails to load)
 * shows the error page instead, in the layout (`public`) or on its own (`bare`).
 */
export function RouteBoundary({
  variant = 'public',
  children,
}: {
  variant?: 'public' | 'bare';
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error) => <RouteErrorView error={error} variant={variant} />}
    >
      {children}
    </ErrorBoundary>
  );
}

/** The public pages' slot in the layout: errors and loading show between header and footer. */
export function PageOutlet() {
  return (
    <RouteBoundary>
      <Suspense fallback={<PageLoading variant="inline" />}>
        <Outlet />
      </Suspense>
    </RouteBoundary>
  );
}
