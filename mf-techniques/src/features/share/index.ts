import { createElement, lazy, Suspense } from 'react';

// The share page loads only when something is shared: no other page's first load carries it.
const SharePageView = lazy(() => import('./components/SharePage'));

export function SharePage() {
  return createElement(Suspense, { fallback: null }, createElement(SharePageView));
}
