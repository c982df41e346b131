import { useSyncExternalStore } from 'react';
import { theme } from '@steady/ui';

const narrowQuery = `(max-width: ${theme.breakpoints.narrow})`;

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(narrowQuery) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isNarrow = () => mediaQuery()?.matches ?? false;

/** A phone-width screen, followed live: there the state page folds its details so one Start stays in reach. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
