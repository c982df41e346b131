import { useCallback, useEffect, useRef, useState } from 'react';

/** Data that comes from somewhere slow: still on its way, here, or not to be had. */
export type Resource<Data> =
  { status: 'loading' } | { status: 'ready'; data: Data } | { status: 'failed'; error: unknown };

export interface ResourceControls<Data> {
  /** Loads the current key again; after a failure the resource is loading meanwhile. */
  retry: () => void;
  /** Shows `data` as loaded (an answer a write returned, a value published elsewhere). */
  replace: (data: Data) => void;
  /** Changes the loaded data in place; nothing happens while there is none. */
  update: (change: (current: Data) => Data) => void;
}

/**
 * Loads data for `key` and loads it again when the key changes (a new language, another viewer); a null
 * key loads nothing. While a new key loads, the previous data stays on screen, so switching language does
 * not blank the page; the request for an old key is aborted and its late answer dropped.
 */
export function useResource<Data>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<Data>,
): Resource<Data> & ResourceControls<Data> {
  const [state, setState] = useState<Resource<Data>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The loader is a new function on every render; only the key says when to load again.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    const show = (answer: Resource<Data>) => {
      if (!controller.signal.aborted) setState(answer);
    };
    latestLoad
      .current(controller.signal)
      .then((data) => show({ status: 'ready', data }))
      .catch((error: unknown) => show({ status: 'failed', error }));
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((data: Data) => setState({ status: 'ready', data }), []);
  const update = useCallback(
    (change: (current: Data) => Data) =>
      setState((previous) =>
        previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous,
      ),
    [],
  );
  return { ...state, retry, replace, update };
}
