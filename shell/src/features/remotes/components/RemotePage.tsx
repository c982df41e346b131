import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@steady/contracts';
import { loadRemoteModule, Page, Skeleton, Stack, type RemotePages } from '@steady/ui';
import { RenderErrorBoundary } from '../../errors/components/RenderErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type LoadState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

/** Holds the page's place at a calm, fixed size while the remote's code arrives. */
function RemoteLoading() {
  return (
    <Page aria-busy="true">
      <Stack>
        <Skeleton $height="2.4rem" />
        <Skeleton $height="1.2rem" />
        <Skeleton $height="8rem" />
      </Stack>
    </Page>
  );
}

/** One route owned by a remote: loads the remote on first visit, isolates its failures. */
export function RemotePage({ remoteName, path }: { remoteName: RemoteName; path: string }) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [loadState, setLoadState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoadState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    loadRemoteModule<{ pages: RemotePages }>(remoteName, 'routes')
      .then(({ pages }) => {
        const PageComponent = (pages as Record<string, ComponentType | undefined>)[path];
        if (!PageComponent) throw new Error(`${remoteName} exposes no page for ${path}`);
        // A transition renders the remote's page in slices, between which the browser can answer input.
        if (current) startTransition(() => setLoadState({ status: 'ready', Page: PageComponent }));
      })
      .catch((error: unknown) => {
        console.error(`[steady] ${remoteName} is unavailable`, error);
        if (current) setLoadState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [remoteName, path, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  if (loadState.status === 'loading') return <RemoteLoading />;
  if (loadState.status === 'failed') return <RemoteUnavailable remoteName={remoteName} onRetry={retry} />;
  return (
    <RenderErrorBoundary
      resetKey={location.key}
      failure="a remote failed while rendering"
      fallback={(retryRender) => <RemoteUnavailable remoteName={remoteName} onRetry={retryRender} />}
    >
      <loadState.Page />
    </RenderErrorBoundary>
  );
}
