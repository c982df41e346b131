import { useEffect, useState } from 'react';

export type RequestState<Data> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: Data };

/**
 * Runs `load` now and again whenever it changes (wrap it in useCallback with what it depends on).
 * A request that was replaced or whose screen went away is aborted, and its answer never lands.
 */
export function useRequest<Data>(load: (signal: AbortSignal) => Promise<Data>): RequestState<Data> {
  const [state, setState] = useState<RequestState<Data>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [load]);

  return state;
}
