import { createElement, lazy, Suspense, type ComponentProps } from 'react';

// Offered only once a timer counts (after Start), so its code stays off every page's first load.
const LazyTimerViewButton = lazy(() => import('./components/TimerViewButton'));

export function TimerViewButton(props: ComponentProps<typeof LazyTimerViewButton>) {
  return createElement(Suspense, { fallback: null }, createElement(LazyTimerViewButton, props));
}
