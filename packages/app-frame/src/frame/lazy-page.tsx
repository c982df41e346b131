import { useEffect, useState, type ComponentType } from 'react';

interface LazyPageParts {
  /** Holds the page's place while its code arrives. */
  Loading: ComponentType;
  /** Shown when the code did not arrive, with Try again; without it the failure throws to the remote's error boundary. */
  Failed?: ComponentType<{ error: unknown; onRetry: () => void }>;
  /** The page if its code is already here (fetched ahead of the visit): it then renders at once. */
  loaded?: () => ComponentType | undefined;
}

type PageState = { page: ComponentType } | { error: unknown } | { loading: true };

/**
 * A page whose code loads on its first visit, its place held meanwhile; once here it renders at once on
 * every later visit. Not React.lazy: a Suspense fallback, once shown, stays at least 300 ms, longer than
 * the code usually takes to arrive.
 */
export function lazyPage(load: () => Promise<ComponentType>, { Loading, Failed, loaded }: LazyPageParts) {
  let loadedHere: ComponentType | undefined;
  const LazyPage = () => {
    const [state, setState] = useState<PageState>(() => {
      const page = loadedHere ?? loaded?.();
      return page ? { page } : { loading: true };
    });
    const loading = 'loading' in state;
    useEffect(() => {
      if (!loading) return undefined;
      let current = true;
      load().then(
        (page) => {
          loadedHere = page;
          if (current) setState({ page });
        },
        (error: unknown) => current && setState({ error }),
      );
      return () => {
        current = false;
      };
    }, [loading]);
    if ('page' in state) return <state.page />;
    if (!('error' in state)) return <Loading />;
    if (!Failed) throw state.error;
    return <Failed error={state.error} onRetry={() => setState({ loading: true })} />;
  };
  return LazyPage;
}
