import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  buildVersionSchema,
  remoteNames,
  remoteRouteSchema,
  type RemoteName,
  type RemotesManifest,
  type RemotesMap,
} from '@steady/contracts';
import { remoteFolders, servedRemotePath } from './config';

/**
 * The parts of a Module Federation mf-manifest.json the gateway reads: the files a host loads first, and
 * the routes the remote declares (written by its build, see packages/rspack-config).
 */
const federationManifestSchema = z.looseObject({
  metaData: z.looseObject({
    remoteEntry: z.looseObject({ name: z.string(), path: z.string() }),
    routes: z.array(remoteRouteSchema).optional(),
    buildInfo: z.looseObject({ buildVersion: buildVersionSchema }).optional().catch(undefined),
  }),
  exposes: z.array(
    z.looseObject({
      path: z.string(),
      assets: z.looseObject({ js: z.looseObject({ sync: z.array(z.string()) }) }),
    }),
  ),
});
type FederationManifest = z.infer<typeof federationManifestSchema>;

function parseManifest(text: string): FederationManifest | undefined {
  try {
    return federationManifestSchema.parse(JSON.parse(text));
  } catch {
    // Half written or not a manifest: the browser fetches it and the shell shows that remote's fallback.
    return undefined;
  }
}

/** What a remote's build declares in its manifest: its routes, and its build version when it has one. */
type RemoteDeclaration = Omit<RemotesMap[RemoteName], 'manifest'>;

const declarationOf = (manifest: FederationManifest): RemoteDeclaration => {
  const version = manifest.metaData.buildInfo?.buildVersion;
  return { routes: manifest.metaData.routes ?? [], ...(version === undefined ? {} : { version }) };
};

/** A file's text, read again only when it changed on disk (a rebuild while the gateway runs). */
export function createFileReader() {
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

export interface FederationManifests {
  /** The remotes map as the shell needs it now: each manifest's URL and the routes its build declares. */
  map(): RemotesMap;
  /** The manifest of the gateway's own copy of a remote, when the remotes map points at that copy. */
  servedManifest(name: RemoteName): FederationManifest | undefined;
  /** Settles once every remote deployed elsewhere has been asked for its manifest. */
  ready: Promise<void>;
}

/**
 * Reads what each remote's current build declares. The gateway's own copies are read from disk (again
 * when rebuilt); a remote deployed elsewhere is fetched at start and again at most every `refreshMs` when
 * the map is asked for, the last routes it gave kept while it cannot be reached (its area then shows the
 * fallback rather than the page vanishing). A remote never reached has no routes yet.
 */
export function createFederationManifests(
  remotes: RemotesManifest,
  staticRoot: string,
  { refreshMs = 10_000, fetchTimeoutMs = 3_000 } = {},
): FederationManifests {
  const read = createFileReader();
  const isServedHere = (name: RemoteName) => remotes[name] === `${servedRemotePath(name)}mf-manifest.json`;
  const fetchedDeclarations = new Map<RemoteName, RemoteDeclaration>();
  const lastAttempt = new Map<RemoteName, number>();

  const servedManifest = (name: RemoteName) => {
    if (!isServedHere(name)) return undefined;
    const text = read(path.join(staticRoot, remoteFolders[name], 'dist', 'mf-manifest.json'));
    return text === undefined ? undefined : parseManifest(text);
  };

  const fetchRoutes = async (name: RemoteName) => {
    lastAttempt.set(name, Date.now());
    try {
      const response = await fetch(remotes[name], { signal: AbortSignal.timeout(fetchTimeoutMs) });
      const manifest = response.ok ? parseManifest(await response.text()) : undefined;
      if (manifest) fetchedDeclarations.set(name, declarationOf(manifest));
    } catch {
      // Unreachable for now: the routes it gave last stay, and the next request for the map tries again.
    }
  };

  const fetchedElsewhere = remoteNames.filter((name) => /^https?:\/\//.test(remotes[name]));
  const ready = Promise.all(fetchedElsewhere.map(fetchRoutes)).then(() => undefined);

  const declaredBy = (name: RemoteName): RemoteDeclaration => {
    if (!fetchedElsewhere.includes(name)) {
      const manifest = servedManifest(name);
      return manifest ? declarationOf(manifest) : { routes: [] };
    }
    if (Date.now() - (lastAttempt.get(name) ?? 0) >= refreshMs) void fetchRoutes(name);
    return fetchedDeclarations.get(name) ?? { routes: [] };
  };

  return {
    map: () =>
      Object.fromEntries(
        remoteNames.map((name) => [name, { manifest: remotes[name], ...declaredBy(name) }]),
      ) as RemotesMap,
    servedManifest,
    ready,
  };
}
