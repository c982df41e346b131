import { Component, type ReactNode } from 'react';
import { reportBrowserError } from '../errors/browser-error-reporter';

export interface ErrorBoundaryProps {
  /** Rendered instead of the children after they threw; `retry` renders them again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  /** A change in any of these (another page, another item) clears a previous failure. */
  resetKeys?: readonly unknown[];
  /** What failed, for the console: "a remote", "a technique tool". */
  label: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | null;
  resetKeys: readonly unknown[];
}

const sameKeys = (left: readonly unknown[], right: readonly unknown[]) =>
  left.length === right.length && left.every((key, index) => Object.is(key, right[index]));

/** Catches what throws while rendering inside it, so only its own area falls back; the error is reported. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null, resetKeys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const resetKeys = props.resetKeys ?? [];
    return sameKeys(resetKeys, state.resetKeys) ? null : { failure: null, resetKeys };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[steady] ${this.props.label} failed while rendering`, error);
    reportBrowserError('render', error);
  }

  override render() {
    const { failure } = this.state;
    if (failure) return this.props.fallback(() => this.setState({ failure: null }), failure.error);
    return this.props.children;
  }
}
