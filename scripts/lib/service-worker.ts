// The service worker: bundled from shell/src/service-worker with the Workbox modules it uses, then given the
// precache list of the shell's files and the list of the remotes' files (shell/dist/sw.js, served at /sw.js).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { getManifest, injectManifest } from 'workbox-build';
import { remotes as registeredRemotes } from '@steady/app-registry';
import { remoteFilesPlaceholder, type RemoteFile } from '@steady/contracts/offline-app';

const repositoryRoot = path.resolve(__dirname, '../..');

/** Everything a page may load from a build, but the files that name the current build (network first). */
const precachedFiles = ['**/*.{js,svg,png,webp,jpg,webmanifest}'];
const notPrecached = ['sw.js', '**/remoteEntry.js'];
// Names with a content hash are their own revision: no cache-busting query, so the HTTP cache serves them.
const hashedName = /\.[0-9a-f]{8}\./;

/** What this project's builds write into a remote's mf-manifest.json about its modules' files. */
interface ManifestModule {
  assets: Record<'js' | 'css', { sync: string[]; async: string[] }>;
}

const assetFiles = (entries: ManifestModule[]) =>
  new Set(
    entries.flatMap(({ assets }) => [...Object.values(assets.js), ...Object.values(assets.css)].flat()),
  );

/**
 * A remote's copies of the shared modules: under the shell, the shell's copies run, so a remote's own are
 * fetched only when the share scope picks them (a newer version deployed with that remote).
 */
function sharedOnlyFiles(dist: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: ManifestModule[];
    shared: ManifestModule[];
  };
  const exposed = assetFiles(manifest.exposes);
  return new Set([...assetFiles(manifest.shared)].filter((file) => !exposed.has(file)));
}

/**
 * A remote's file with its bytes on the wire (its brotli copy, which the gateway sends): the worker keeps an
 * app's files once a page has used one of them, and every app's when the reader asks; a copy of a shared
 * module only if a page used it (shell/src/service-worker/remote-files.ts).
 */
async function remoteFiles({ name, folder }: (typeof registeredRemotes)[number]): Promise<RemoteFile[]> {
  const dist = path.join(repositoryRoot, folder, 'dist');
  const prefix = `/remotes/${name}/`;
  const shared = sharedOnlyFiles(dist);
  const { manifestEntries } = await getManifest({
    globDirectory: dist,
    globPatterns: precachedFiles,
    globIgnores: notPrecached,
    modifyURLPrefix: { '': prefix },
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  return (manifestEntries ?? []).map(({ url }) => {
    const name = url.slice(prefix.length);
    const file = path.join(dist, name);
    const compressed = `${file}.br`;
    const bytes = statSync(existsSync(compressed) ? compressed : file).size;
    return shared.has(name) ? { url, bytes, shared: true } : { url, bytes };
  });
}

/**
 * Builds shell/dist/sw.js: it precaches the shell (what every page needs) and lists the remotes' files, kept
 * once used or all at once on request, so a first visit does not download every tool. Answers how many
 * files it precaches, their bytes (uncompressed), and how many remote files it lists.
 */
export async function buildServiceWorker(): Promise<{ count: number; size: number; remoteFiles: number }> {
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
    const listed = (await Promise.all(registeredRemotes.map(remoteFiles))).flat();
    const shell = await injectManifest({
      swSrc: bundled,
      swDest: path.join(shellDist, 'sw.js'),
      globDirectory: shellDist,
      globPatterns: [...precachedFiles, 'index.html'],
      // The install and shortcut icons are fetched by the browser when it installs Steady, never by a page.
      globIgnores: [...notPrecached, 'icons/**'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      dontCacheBustURLsMatching: hashedName,
    });
    const worker = path.join(shellDist, 'sw.js');
    const code = readFileSync(worker, 'utf8');
    if (code.split(remoteFilesPlaceholder).length !== 2) {
      throw new Error(`sw.js must name ${remoteFilesPlaceholder} once`);
    }
    writeFileSync(worker, code.replace(remoteFilesPlaceholder, JSON.stringify(listed)));
    return { count: shell.count, size: shell.size, remoteFiles: listed.length };
  } finally {
    rmSync(bundleFolder, { recursive: true, force: true });
  }
}
