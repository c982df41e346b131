import type { ComponentType } from 'react';
import { busInstanceId } from '@steady/bus';
import type { RemoteName } from '@steady/contracts';
import type { Catalogs } from '@steady/ui';
import { AppProviders } from '../providers/app-providers';

/**
 * What a remote's `./routes` module exposes: one page component for every path it declares. The shell
 * learns those paths at run time (the remotes map), so it may ask for a path its own build never saw.
 */
export type RemotePages = Record<string, ComponentType>;

/**
 * Wraps each page of a remote in that remote's own providers (its catalogs, the shared theme) and
 * marks the area with the remote's name and the bus instance it sees, so tests can tell which copy
 * of the bus each remote uses. The declared paths (the remote's route-paths.json, which its build writes
 * into its manifest) and the pages must name the same routes: a route the shell would offer without a
 * page, or a page no route leads to, stops the build's module at once.
 */
export function createRemotePages(
  remoteName: RemoteName,
  catalogs: Catalogs,
  declaredPaths: readonly string[],
  pages: RemotePages,
): RemotePages {
  const pagePaths = Object.keys(pages);
  const unmatched = [
    ...declaredPaths.filter((path) => !pagePaths.includes(path)),
    ...pagePaths.filter((path) => !declaredPaths.includes(path)),
  ];
  if (unmatched.length > 0) {
    throw new Error(`${remoteName}: route-paths.json and the pages disagree on ${unmatched.join(', ')}`);
  }
  const wrapped: RemotePages = {};
  for (const [path, PageComponent] of Object.entries(pages)) {
    const RemotePage = () => (
      <AppProviders catalogs={catalogs}>
        <div data-remote={remoteName} data-bus-instance={busInstanceId}>
          <PageComponent />
        </div>
      </AppProviders>
    );
    RemotePage.displayName = `${remoteName}(${path})`;
    wrapped[path] = RemotePage;
  }
  return wrapped;
}
