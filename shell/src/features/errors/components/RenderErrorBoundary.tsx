import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after they threw; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  /** Moving to another page (a new key) clears a previous failure. */
  resetKey: string;
  /** What failed, for the console (e.g. "a remote failed while rendering"). */
  failure: string;
  children: ReactNode;
}

interface State {
  hasFailed: boolean;
  resetKey: string;
}

/** Catches a part of the page that throws while rendering, so only that part falls back. */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { hasFailed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasFailed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[steady] ${this.props.failure}`, error);
  }

  override render() {
    if (this.state.hasFailed) return this.props.fallback(() => this.setState({ hasFailed: false }));
    return this.props.children;
  }
}
