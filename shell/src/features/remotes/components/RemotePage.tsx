import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@steady/contracts';
import { ErrorBoundary, loadRemoteModule, useResource, type RemotePages } from '@steady/app-frame';
import { Page, Skeleton, Stack } from '@steady/ui';
import { RemoteUnavailable } from './RemoteUnavailable';

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

async function loadRemotePage(remoteName: RemoteName, path: string): Promise<ComponentType> {
  try {
    const { pages } = await loadRemoteModule<{ pages: RemotePages }>(remoteName, 'routes');
    const PageComponent = (pages as Record<string, ComponentType | undefined>)[path];
    if (!PageComponent) throw new Error(`${remoteName} exposes no page for ${path}`);
    return PageComponent;
  } catch (error: unknown) {
    console.error(`[steady] ${remoteName} is unavailable`, error);
    throw error;
  }
}

/** One route owned by a remote: loads the remote on first visit, isolates its failures. */
export function RemotePage({ remoteName, path }: { remoteName: RemoteName; path: string }) {
  const location = useLocation();
  // Asked for while the route renders, not after it commits: the remote's files are on their way while
  // React finishes the page around it. One request per module is kept, so asking again costs nothing, and
  // a failure is reported by the load below, which shares this request.
  void loadRemoteModule(remoteName, 'routes').catch(() => undefined);
  const page = useResource(`${remoteName}|${path}`, () => loadRemotePage(remoteName, path));

  if (page.status === 'loading') return <RemoteLoading />;
  if (page.status === 'failed') return <RemoteUnavailable remoteName={remoteName} onRetry={page.retry} />;
  const { data: PageComponent } = page;
  return (
    <ErrorBoundary
      label="a remote"
      resetKeys={[location.key]}
      fallback={(retryRender) => <RemoteUnavailable remoteName={remoteName} onRetry={retryRender} />}
    >
      <PageComponent />
    </ErrorBoundary>
  );
}
