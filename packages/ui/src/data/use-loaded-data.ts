import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type LoadedData<Data> =
  { status: 'loading' } | { status: 'ready'; data: Data } | { status: 'failed'; error: unknown };

/**
 * Loads data for `key` and loads it again when the key changes (a new language, another viewer).
 * While a new key loads, the previous data stays on screen, so switching language does not blank the
 * page; a late answer for an old key is dropped. `retry` loads the current key again after a failure.
 */
export function useLoadedData<Data>(
  key: string,
  load: (signal: AbortSignal) => Promise<Data>,
): LoadedData<Data> & { retry: () => void } {
  const [state, setState] = useState<LoadedData<Data>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The loader is a new function on every render; only the key says when to load again.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    // The answer renders as a transition, in slices the browser can answer input between, not one long task.
    const show = (loaded: LoadedData<Data>) => {
      if (!controller.signal.aborted) startTransition(() => setState(loaded));
    };
    latestLoad
      .current(controller.signal)
      .then((data) => show({ status: 'ready', data }))
      .catch((error: unknown) => show({ status: 'failed', error }));
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
