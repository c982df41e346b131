import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import {
  bootDataElementId,
  bootDataSchema,
  remotesMapSchema,
  type RemoteName,
  type RemotesMap,
} from '@steady/contracts';
import { rememberRemoteBuilds, reportBrowserError } from '../errors/browser-error-reporter';
import { nextTask } from '../scheduling/next-task';
import { isUnavailableRemoteModule } from './unavailable-module';

let remotesMapRequest: Promise<RemotesMap> | null = null;
const moduleRequests = new Map<string, Promise<unknown>>();
const failedRemotes = new Set<RemoteName>();

/**
 * Two attempts more, a second apart, before a remote counts as unavailable: a dropped connection or a
 * deploy swapping files while a page loads is over by then, and a remote that is really down shows its
 * fallback within about two seconds.
 */
const retries = { retryTimes: 2, retryDelay: 1000 };

/**
 * How the runtime fetches manifests and loads entries and exposed modules: a manifest the page already
 * holds is answered from it, once (a Retry after a failure fetches it afresh); anything else is fetched,
 * and an entry or exposed module loaded, with retries for transient failures.
 *
 * The runtime runs a remote's entry, starts it and runs the exposed module in promise callbacks of one
 * task (after the first paint, about 100 ms on this machine's Chromium, four times that on a slow phone);
 * going on in a new task between those steps lets the page answer input in between.
 */
function remoteLoadingPlugin(manifests: Record<string, unknown>): ModuleFederationRuntimePlugin {
  const unread = new Map(
    Object.entries(manifests).map(([url, manifest]) => [new URL(url, window.location.href).href, manifest]),
  );
  const retry = RetryPlugin({ fetch: { retryTimes: retries.retryTimes }, script: retries });
  return {
    ...retry,
    name: 'steady-remote-loading',
    async beforeInitContainer(options) {
      await nextTask();
      return options;
    },
    async beforeGetExpose() {
      await nextTask();
    },
    async onLoad() {
      await nextTask();
    },
    fetch(url, init) {
      const manifest = unread.get(url);
      if (manifest === undefined) return retry.fetch?.(url, init);
      unread.delete(url);
      const headers = { 'content-type': 'application/json' };
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers }));
    },
  };
}

/**
 * The remotes map the gateway wrote into the page (with the current route's manifest), or else
 * `/remotes.json` (a remote's standalone page, the development server).
 */
async function fetchRemotesMap(): Promise<unknown> {
  const bootData = document.getElementById(bootDataElementId)?.textContent;
  if (bootData) {
    const { remotes, manifests } = bootDataSchema.parse(JSON.parse(bootData));
    registerPlugins([remoteLoadingPlugin(manifests)]);
    return remotes;
  }
  registerPlugins([remoteLoadingPlugin({})]);
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return response.json();
}

/**
 * Where each remote's mf-manifest.json lives and the routes each declares; read once per page load. The
 * shell's router is built from it, so with the map in the page it resolves within the boot's own task.
 */
export function readRemotesMap(): Promise<RemotesMap> {
  remotesMapRequest ??= fetchRemotesMap()
    .then((body) => {
      const remotes = remotesMapSchema.parse(body);
      rememberRemoteBuilds(remotes);
      registerRemotes(
        Object.entries(remotes).map(([name, { manifest }]) => ({
          name,
          entry: new URL(manifest, window.location.href).href,
        })),
      );
      return remotes;
    })
    .catch((error: unknown) => {
      remotesMapRequest = null;
      throw error;
    });
  return remotesMapRequest;
}

async function requestModule<Exposed>(
  remoteName: RemoteName,
  exposedModule: string,
  isRetry: boolean,
): Promise<Exposed> {
  const remotes = await readRemotesMap();
  const entry = remotes[remoteName]?.manifest;
  if (!entry) throw new Error(`/remotes.json has no entry for ${remoteName}`);
  if (isRetry) {
    // Forget the failed entry so the runtime fetches the manifest and remoteEntry afresh.
    registerRemotes([{ name: remoteName, entry: new URL(entry, window.location.href).href }], {
      force: true,
    });
  }
  const loaded: unknown = await loadRemote(`${remoteName}/${exposedModule}`);
  if (isUnavailableRemoteModule(loaded)) throw loaded.error;
  if (!loaded) throw new Error(`${remoteName}/${exposedModule} is empty`);
  return loaded as Exposed;
}

/**
 * A module a remote exposes (e.g. `routes`), loaded on first use through the Module Federation
 * runtime, from wherever `/remotes.json` says the remote lives. A failure is not cached: the next
 * call (Retry) fetches the remote's manifest and entry afresh.
 */
export function loadRemoteModule<Exposed>(remoteName: RemoteName, exposedModule: string): Promise<Exposed> {
  const key = `${remoteName}/${exposedModule}`;
  const pending = moduleRequests.get(key);
  if (pending) return pending as Promise<Exposed>;
  const request = requestModule<Exposed>(remoteName, exposedModule, failedRemotes.has(remoteName)).then(
    (loaded) => {
      failedRemotes.delete(remoteName);
      return loaded;
    },
    (error: unknown) => {
      moduleRequests.delete(key);
      failedRemotes.add(remoteName);
      reportBrowserError('remote-unavailable', error, remoteName);
      throw error;
    },
  );
  moduleRequests.set(key, request);
  return request;
}
