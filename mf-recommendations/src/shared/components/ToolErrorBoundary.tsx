import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of a tool that crashed; `retry` renders the tool again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** A tool that throws while rendering takes only its own slot down, never the technique list. */
export class ToolErrorBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[steady] a technique tool failed while rendering', error);
  }

  override render() {
    if (this.state.hasFailed) return this.props.fallback(() => this.setState({ hasFailed: false }));
    return this.props.children;
  }
}
