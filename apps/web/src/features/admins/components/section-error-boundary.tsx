import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface SectionErrorBoundaryProps {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
}

/** Keeps the sidebar usable when one section crashes; key it by section id to reset on switch. */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  { hasError: boolean }
> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Admin section crashed', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ hasError: false });

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.reset) : this.props.children;
  }
}
