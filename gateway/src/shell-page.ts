import path from 'node:path';
import {
  bootDataElementId,
  remoteNames,
  shellPagePaths,
  type BootData,
  type RemoteName,
  type RemotesMap,
} from '@steady/contracts';
import { servedRemotePath } from './config';
import { createFileReader, type FederationManifests } from './federation-manifests';

const routePattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** The remote that owns the page at `pathname`, as the shell's router decides it from the same map. */
export function remoteOwning(remotes: RemotesMap, pathname: string): RemoteName | undefined {
  return remoteNames.find((name) => remotes[name].routes.some((route) => routePattern(route).test(pathname)));
}

const shellPagePatterns = Object.values(shellPagePaths).map(routePattern);

/**
 * The shell's page for one path, and whether the app has a page there: one of the shell's own or a remote's,
 * as the shell's router decides it; anywhere else it shows its not-found screen.
 */
interface ShellPage {
  html: string;
  found: boolean;
}

/** JSON that is safe inside a script element: nothing in it can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html for one page, with what its boot would otherwise fetch one after another:
 * the remotes map (every remote's routes included) and the manifest of the remote owning the page
 * inline, and preload links for that remote's entry and routes chunk, so they download alongside the
 * shell's own script.
 */
export function createShellPage(federationManifests: FederationManifests) {
  const read = createFileReader();
  return (indexFile: string, pathname: string): ShellPage | undefined => {
    const html = read(indexFile);
    if (html === undefined) return undefined;
    const remotes = federationManifests.map();
    const bootData: BootData = { remotes, manifests: {} };
    const preloads: string[] = [];
    const owner = remoteOwning(remotes, pathname);
    // The gateway reads only its own copy of a remote; one deployed elsewhere is fetched by the browser.
    const manifest = owner && federationManifests.servedManifest(owner);
    if (owner && manifest) {
      const base = servedRemotePath(owner);
      const { remoteEntry } = manifest.metaData;
      const routes = manifest.exposes.find((expose) => expose.path === './routes');
      bootData.manifests[remotes[owner].manifest] = manifest;
      preloads.push(
        path.posix.join(base, remoteEntry.path, remoteEntry.name),
        ...(routes?.assets.js.sync ?? []).map((file) => path.posix.join(base, file)),
      );
    }
    const additions = [
      ...preloads.map((url) => `<link rel="preload" as="script" href="${url}">`),
      `<script type="application/json" id="${bootDataElementId}">${scriptSafeJson(bootData)}</script>`,
    ];
    return {
      html: html.replace('</head>', `${additions.join('')}</head>`),
      found: owner !== undefined || shellPagePatterns.some((pattern) => pattern.test(pathname)),
    };
  };
}
