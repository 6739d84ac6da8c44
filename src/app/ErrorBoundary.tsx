import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  children: ReactNode;
  onReload?: () => void;
  /** A crashed boundary starts afresh when this changes (another path). */
  resetKey?: string;
  /** What shows instead of 'Something went wrong.', given the Reload action. */
  fallback?: (reload: () => void) => ReactNode;
};

type ErrorBoundaryState = { failed: boolean };

/** A crash below shows 'Something went wrong.' with a Reload button (spec 2.1). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private handleReload = () => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.handleReload);
    return (
      <NonIdealState
        icon={<ErrorIcon />}
        title="Something went wrong."
        action={<Button intent="primary" icon={<RefreshIcon />} text="Reload" onClick={this.handleReload} />}
      />
    );
  }
}
