import type { ComponentType } from 'react';
import { busInstanceId } from '@steady/bus';
import type { RemoteName, RemoteRoutePath } from '@steady/contracts';
import type { Catalogs } from '../i18n/catalogs';
import { AppProviders } from '../providers/app-providers';

/** What a remote's `./routes` module exposes: one page component for every path it owns. */
export type RemotePages<Name extends RemoteName = RemoteName> = Record<RemoteRoutePath<Name>, ComponentType>;

/**
 * Wraps each page of a remote in that remote's own providers (its catalogs, the shared theme) and
 * marks the area with the remote's name and the bus instance it sees, so tests can tell which copy
 * of the bus each remote uses.
 */
export function createRemotePages<Name extends RemoteName>(
  remoteName: Name,
  catalogs: Catalogs,
  pages: RemotePages<Name>,
): RemotePages<Name> {
  const wrapped = {} as Record<string, ComponentType>;
  for (const [path, PageComponent] of Object.entries<ComponentType>(pages)) {
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
  return wrapped as RemotePages<Name>;
}
