import { Component, type ReactNode } from 'react';

type LoadErrorBoundaryProps = {
  /** What the part's code was for, in the console message: "booking dialog". */
  part: string;
  /** Shown instead of the part that could not load; the page around it stays. */
  fallback: ReactNode;
  /** Called once, e.g. to send the visitor where the part's job can still be done. */
  onError?: () => void;
  children: ReactNode;
};

type LoadErrorBoundaryState = { hasFailed: boolean };

/**
 * Code that arrives on demand (a page, the booking dialog, the dropdown, carousel swipe) can fail to arrive: a
 * phone loses its connection, or a redeploy removed the old chunk. Without a boundary React would unmount the
 * whole site; with one, only this part gives way to its fallback. The failure is logged once, with this part's name
 * and the component stack, by the root's `onCaughtError` (src/lib/report-caught-error.ts, spec §8).
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): LoadErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
