// The service worker: bundled from shell/src/service-worker with the Workbox modules it uses, then given the
// precache list of what the builds hold (shell/dist/sw.js, served by the gateway at /sw.js).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { getManifest, injectManifest, type ManifestEntry } from 'workbox-build';
import { remotes as registeredRemotes } from '@steady/app-registry';

const repositoryRoot = path.resolve(__dirname, '../..');

/** Everything a page may load from a build, but the files that name the current build (network first). */
const precachedFiles = ['**/*.{js,svg,png,webp,jpg,webmanifest}'];
const notPrecached = ['sw.js', '**/remoteEntry.js'];
// Names with a content hash are their own revision: no cache-busting query, so the HTTP cache serves them.
const hashedName = /\.[0-9a-f]{8}\./;

async function remoteEntries({
  name,
  folder,
}: (typeof registeredRemotes)[number]): Promise<{ entries: ManifestEntry[]; size: number }> {
  const { manifestEntries, size } = await getManifest({
    globDirectory: path.join(repositoryRoot, folder, 'dist'),
    globPatterns: precachedFiles,
    globIgnores: notPrecached,
    modifyURLPrefix: { '': `/remotes/${name}/` },
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    dontCacheBustURLsMatching: hashedName,
  });
  return { entries: manifestEntries ?? [], size };
}

/** Builds shell/dist/sw.js; answers how many files it precaches and their bytes (uncompressed). */
export async function buildServiceWorker(): Promise<{ count: number; size: number }> {
  const shellDist = path.join(repositoryRoot, 'shell', 'dist');
  const bundleFolder = mkdtempSync(path.join(tmpdir(), 'steady-sw-'));
  try {
    const bundled = path.join(bundleFolder, 'sw.js');
    await build({
      entryPoints: [path.join(repositoryRoot, 'shell', 'src', 'service-worker', 'sw.ts')],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2022',
      outfile: bundled,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const remotes = await Promise.all(registeredRemotes.map(remoteEntries));
    const shell = await injectManifest({
      swSrc: bundled,
      swDest: path.join(shellDist, 'sw.js'),
      globDirectory: shellDist,
      globPatterns: [...precachedFiles, 'index.html'],
      globIgnores: notPrecached,
      additionalManifestEntries: remotes.flatMap((remote) => remote.entries),
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      dontCacheBustURLsMatching: hashedName,
    });
    return {
      count: shell.count,
      size: shell.size + remotes.reduce((total, remote) => total + remote.size, 0),
    };
  } finally {
    rmSync(bundleFolder, { recursive: true, force: true });
  }
}
