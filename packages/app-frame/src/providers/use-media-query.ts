import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches right now (false where the browser cannot tell). */
export function matchesMediaQuery(query: string): boolean {
  return mediaQueryList(query)?.matches ?? false;
}

/** A CSS media query, followed live: the component renders again when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMediaQuery(query),
    () => false,
  );
}
