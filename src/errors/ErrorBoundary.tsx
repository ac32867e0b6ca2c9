import { Component, type ErrorInfo, type ReactNode } from 'react';
import { addError } from './errorLog';

interface Props {
  children: ReactNode;
  /** When this changes (the user navigated), a failed page gets another try. */
  resetKey?: string;
  fallback: (error: Error, reset: () => void) => ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors of the page content, logs them (spec §3 error log) and shows the fallback instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    const logged = error instanceof Error ? error : new Error(String(error));
    if (!logged.stack && info.componentStack) logged.stack = info.componentStack;
    addError(logged);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => this.setState({ error: null });

  render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
