import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after they threw; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  /** Moving to another page (a new key) clears a previous failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  hasFailed: boolean;
  resetKey: string;
}

/** Catches a remote that throws while rendering, so only its own area falls back. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { hasFailed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasFailed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('[steady] a remote failed while rendering', error);
  }

  override render() {
    if (this.state.hasFailed) return this.props.fallback(() => this.setState({ hasFailed: false }));
    return this.props.children;
  }
}
