import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  bootDataElementId,
  remoteNames,
  remoteRoutePaths,
  type BootData,
  type RemoteName,
  type RemotesManifest,
} from '@steady/contracts';
import { remoteFolders, servedRemotePath } from './config';

const routePatterns = remoteNames.flatMap((name) =>
  remoteRoutePaths[name].map((route) => ({
    name,
    pattern: new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}/?$`),
  })),
);

/** The remote that owns the page at `pathname`, as the shell's router decides it. */
export function remoteOwning(pathname: string): RemoteName | undefined {
  return routePatterns.find(({ pattern }) => pattern.test(pathname))?.name;
}

/** A file's text, read again only when it changed on disk (a rebuild while the gateway runs). */
function createFileReader() {
  const cache = new Map<string, { modifiedMs: number; text: string }>();
  return (file: string): string | undefined => {
    let modifiedMs: number;
    try {
      modifiedMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    const cached = cache.get(file);
    if (cached?.modifiedMs === modifiedMs) return cached.text;
    const text = readFileSync(file, 'utf8');
    cache.set(file, { modifiedMs, text });
    return text;
  };
}

/** The parts of a Module Federation mf-manifest.json that name the files a host loads first. */
const federationManifestSchema = z.looseObject({
  metaData: z.looseObject({ remoteEntry: z.looseObject({ name: z.string(), path: z.string() }) }),
  exposes: z.array(
    z.looseObject({
      path: z.string(),
      assets: z.looseObject({ js: z.looseObject({ sync: z.array(z.string()) }) }),
    }),
  ),
});

function parseManifest(text: string) {
  try {
    return federationManifestSchema.parse(JSON.parse(text));
  } catch {
    // Half written or not a manifest: the browser fetches it and the shell shows that remote's fallback.
    return undefined;
  }
}

/** JSON that is safe inside a script element: nothing in it can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html for one page, with what its boot would otherwise fetch one after another:
 * the remotes map and the manifest of the remote owning the page inline, and preload links for that
 * remote's entry and routes chunk, so they download alongside the shell's own script.
 */
export function createShellPage(remotes: RemotesManifest, staticRoot: string) {
  const read = createFileReader();
  return (indexFile: string, pathname: string): string | undefined => {
    const html = read(indexFile);
    if (html === undefined) return undefined;
    const bootData: BootData = { remotes, manifests: {} };
    const preloads: string[] = [];
    const owner = remoteOwning(pathname);
    const manifestUrl = owner && remotes[owner];
    // The gateway reads only its own copy of a remote; one deployed elsewhere is fetched by the browser.
    if (owner && manifestUrl === `${servedRemotePath(owner)}mf-manifest.json`) {
      const manifestText = read(path.join(staticRoot, remoteFolders[owner], 'dist', 'mf-manifest.json'));
      const manifest = manifestText === undefined ? undefined : parseManifest(manifestText);
      if (manifest) {
        const base = servedRemotePath(owner);
        const { remoteEntry } = manifest.metaData;
        const routes = manifest.exposes.find((expose) => expose.path === './routes');
        bootData.manifests[manifestUrl] = manifest;
        preloads.push(
          path.posix.join(base, remoteEntry.path, remoteEntry.name),
          ...(routes?.assets.js.sync ?? []).map((file) => path.posix.join(base, file)),
        );
      }
    }
    const additions = [
      ...preloads.map((url) => `<link rel="preload" as="script" href="${url}">`),
      `<script type="application/json" id="${bootDataElementId}">${scriptSafeJson(bootData)}</script>`,
    ];
    return html.replace('</head>', `${additions.join('')}</head>`);
  };
}
