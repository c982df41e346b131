// The gateway and the services as plain JavaScript for `node`: one esbuild bundle per entry point. esbuild
// rather than tsc because the workspace packages (`@steady/*`) are TypeScript sources that tsc would not
// emit next to the service, and rather than rspack because a server bundle needs no loaders or chunks:
// esbuild bundles all four in about a second. Third-party packages stay outside the bundle and come from a
// production install of the `package.json` written beside it (native modules cannot be bundled anyway).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { repositoryRoot } from './builds';

interface ServerBuild {
  /** Workspace folder, relative to the repository root. */
  folder: string;
  /** Bundles to write into `<folder>/dist`: output name → source relative to the folder. */
  entries: Record<string, string>;
}

const serverBuilds: readonly ServerBuild[] = [
  { folder: 'gateway', entries: { main: 'src/main.ts' } },
  ...(['auth', 'content', 'billing'] as const).map((service) => ({
    folder: `services/${service}`,
    entries: { main: 'src/main.ts', migrate: 'src/migrate.ts' },
  })),
];

/** The variable the bundle's banner sets: the repository root as laid out around the bundle. */
const rootVariable = '__steadyRoot';

/**
 * Sources find their data through `__dirname` (content's catalogue and audio, the repository root). In a
 * bundle `__dirname` is the bundle's folder, so each source's own folder is written in, relative to the root.
 */
const sourceFolders: Plugin = {
  name: 'source-folders',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!/\b__(dirname|filename)\b/.test(text)) return undefined;
      const folder = path.relative(repositoryRoot, path.dirname(args.path)).split(path.sep).join('/');
      const file = path.relative(repositoryRoot, args.path).split(path.sep).join('/');
      const contents = text
        .replace(/\b__dirname\b/g, `require('node:path').join(${rootVariable}, ${JSON.stringify(folder)})`)
        .replace(/\b__filename\b/g, `require('node:path').join(${rootVariable}, ${JSON.stringify(file)})`);
      return { contents, loader: path.extname(args.path).slice(1).replace(/^[cm]/, '') as 'ts' | 'js' };
    });
  },
};

/** Every bare import outside the workspace stays a `require` resolved from node_modules at run time. */
const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@steady/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The version of `name` that Node resolves from `importer`'s folder, as installed here. */
function installedVersion(name: string, importer: string): string {
  for (let folder = path.dirname(importer); ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'node_modules', name, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (folder === path.dirname(folder))
      throw new Error(`${name}, imported by ${importer}, is not installed`);
  }
}

/** Each third-party package the bundle requires, at the version its importers run with today. */
function requiredPackages(metafile: Metafile): Record<string, string> {
  const versions = new Map<string, string>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path: specifier, external } of imports) {
      if (!external || isBuiltin(specifier)) continue;
      const name = packageName(specifier);
      const version = installedVersion(name, path.resolve(repositoryRoot, input));
      const other = versions.get(name);
      if (other && other !== version) throw new Error(`${name} is imported at ${other} and ${version}`);
      versions.set(name, version);
    }
  }
  return Object.fromEntries([...versions].sort(([a], [b]) => a.localeCompare(b)));
}

/** Bundles one server and writes `dist/package.json` with exactly the packages the bundle requires. */
async function buildServer({ folder, entries }: ServerBuild): Promise<void> {
  const workspace = path.join(repositoryRoot, folder);
  const outdir = path.join(workspace, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const depth = folder.split('/').length + 1;
  const result = await build({
    absWorkingDir: repositoryRoot,
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, source]) => [name, path.join(workspace, source)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    banner: {
      js: `const ${rootVariable} = require('node:path').resolve(__dirname, ${JSON.stringify('../'.repeat(depth))});`,
    },
    plugins: [thirdPartyExternal, sourceFolders],
  });
  const own = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const dependencies = requiredPackages(result.metafile);
  // npm runs only the install scripts the root allows (the native modules' builds), here as there.
  const { allowScripts } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    allowScripts: Record<string, boolean>;
  };
  const manifest = {
    name: own.name,
    version: own.version,
    private: true,
    main: 'main.js',
    dependencies,
    allowScripts,
  };
  writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Builds the gateway and every service into `<folder>/dist`; returns the folders built. */
export async function buildServers(): Promise<string[]> {
  await Promise.all(serverBuilds.map(buildServer));
  return serverBuilds.map(({ folder }) => folder);
}
