import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesManifestSchema, type RemoteName, type RemotesManifest } from '@steady/contracts';
import type { RemotePages } from '@steady/ui';
import { isUnavailableRemoteModule } from './unavailable-module';

let manifestRequest: Promise<RemotesManifest> | null = null;
const pagesRequests = new Map<RemoteName, Promise<RemotePages>>();
const failedBefore = new Set<RemoteName>();

/** `/remotes.json` says where each remote's mf-manifest.json lives; read once per page load. */
function readRemotesManifest(): Promise<RemotesManifest> {
  manifestRequest ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      return response.json();
    })
    .then((body) => {
      const manifest = remotesManifestSchema.parse(body);
      registerRemotes(
        Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
      );
      return manifest;
    })
    .catch((error: unknown) => {
      manifestRequest = null;
      throw error;
    });
  return manifestRequest;
}

async function requestPages(remoteName: RemoteName, isRetry: boolean): Promise<RemotePages> {
  const manifest = await readRemotesManifest();
  const entry = manifest[remoteName];
  if (!entry) throw new Error(`/remotes.json has no entry for ${remoteName}`);
  if (isRetry) {
    // Forget the failed entry so the runtime fetches the manifest and remoteEntry afresh.
    registerRemotes([{ name: remoteName, entry: new URL(entry, window.location.href).href }], { force: true });
  }
  const loaded = await loadRemote<{ pages: RemotePages }>(`${remoteName}/routes`);
  if (!loaded || isUnavailableRemoteModule(loaded)) {
    throw loaded ? loaded.error : new Error(`${remoteName}/routes is empty`);
  }
  return loaded.pages;
}

/**
 * The pages a remote exposes as `./routes`, loaded the first time the user navigates into it.
 * A failure is not cached: the next call (Retry) tries again from the manifest.
 */
export function loadRemotePages(remoteName: RemoteName): Promise<RemotePages> {
  const pending = pagesRequests.get(remoteName);
  if (pending) return pending;
  const request = requestPages(remoteName, failedBefore.has(remoteName)).catch((error: unknown) => {
    pagesRequests.delete(remoteName);
    failedBefore.add(remoteName);
    throw error;
  });
  pagesRequests.set(remoteName, request);
  return request;
}
