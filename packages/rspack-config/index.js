// One build configuration for the shell and every remote, so that all five share exactly the same
// singleton list and conventions (docs/architecture.md, “Apps and the remotes map”).
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { apps } = require('@steady/app-registry');
const { pageBootScript, themeStyle } = require('@steady/ui/theme-document');
const { PrecompressPlugin } = require('./precompress-plugin');
const { reactOnPreact } = require('./react-on-preact');
const { sharedImports } = require('./shared-imports');

/**
 * Loaded once, whatever the route: the shell and every remote resolve these to one shared copy.
 * A shared module is not tree-shaken, so zod/mini is shared through a module naming only the functions the
 * apps call (shared-imports.js): whole it would ship ~80 KB gzip.
 * @steady/domain is left out: pure rules with no state, so a copy per app is harmless and each app ships
 * only the rules it imports.
 * React's modules are shared as the Preact modules that replace them (react-on-preact.js), beside the
 * Preact modules those import, so one Preact runs.
 */
const sharedSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/jsx-runtime',
  'react-router-dom',
  'react-intl',
  'styled-components',
  '@steady/bus',
  '@steady/contracts',
  '@steady/api-client',
  '@steady/ui',
  '@steady/app-frame',
  '@steady/user-state',
  'zod/mini',
];

/**
 * Which build an error report comes from: STEADY_BUILD_VERSION when a deployment names its builds, else the
 * commit built. Written only into the page and the remote's manifest, which are revalidated on every load,
 * never into a hashed file: a new commit busts no cached chunk.
 */
function readBuildVersion() {
  if (process.env.STEADY_BUILD_VERSION) return process.env.STEADY_BUILD_VERSION;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: __dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}
const buildVersion = readBuildVersion();

/** The one range of each shared library every app is built against: the root package.json's. */
const rootDependencies = require('../../package.json').dependencies;

/**
 * The name a shared module is offered under: the first in the list of the names that resolve to it.
 * `react` and `react-dom` are one module, and a module is offered under one name only (the alias gives each
 * request its Preact module before sharing sees it), so both ask for that one.
 */
function sharedNameOfModule(name) {
  const moduleOf = (sharedName) => reactOnPreact[sharedName] ?? sharedName;
  return sharedSingletons.find((sharedName) => moduleOf(sharedName) === moduleOf(name));
}

/**
 * How one shared singleton is offered and accepted. A singleton whose loaded copy does not satisfy what
 * an app was built against is refused (`strictVersion`): the runtime throws, the shell's
 * errorLoadRemote hook answers with the "temporarily unavailable" module, and only that remote's area
 * falls back, instead of the remote running against a copy it was not built for (a bus of another shape,
 * a second Preact) and crashing. Libraries take the root package.json's range; our packages carry their
 * own version, and an app accepts that major version.
 */
function sharedSingletonConfig(name, appDirectory, eager) {
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (packageName.startsWith('@steady/')) {
    const packageFile = require.resolve(`${packageName}/package.json`, { paths: [appDirectory] });
    const { version } = require(packageFile);
    const config = { singleton: true, eager, strictVersion: true, version, requiredVersion: `^${version}` };
    return sharedImports[name] ? { ...config, import: sharedImports[name] } : config;
  }
  // A React module is offered and required as the Preact it is: an app built on React DOM asks for React
  // 19 and is refused by a page running Preact, and the other way round.
  const replacement = reactOnPreact[name];
  const libraryName = replacement ? 'preact' : packageName;
  const requiredVersion = rootDependencies[libraryName];
  if (!requiredVersion) throw new Error(`The root package.json does not name the shared ${libraryName}`);
  const config = { singleton: true, eager, strictVersion: true, requiredVersion };
  const moduleRequest = sharedImports[name];
  if (!moduleRequest && name === libraryName) return config;
  // Offered under the library's own version, not that of the package the module lives in (preact/hooks
  // has a package.json of its own, at 0.1.0).
  const packageFile = require.resolve(`${libraryName}/package.json`, { paths: [appDirectory] });
  const { version } = require(packageFile);
  const shareKey = sharedNameOfModule(name);
  return { ...config, version, shareKey, ...(moduleRequest ? { import: moduleRequest } : {}) };
}

/**
 * Rspack imports the federation runtime by the CommonJS file Node resolves (…/dist/index.cjs), which
 * cannot be tree-shaken and carries its Node-only code. Pointing those files at the ES module builds
 * beside them lets the bundle keep only what the browser runs.
 */
const federationRuntimeAsModules = Object.fromEntries(
  [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ].map((name) => {
    const commonJsFile = require.resolve(name);
    return [commonJsFile, commonJsFile.replace(/\.cjs$/, '.js')];
  }),
);

/** Aliases of exactly these module names: each React module has its own replacement. */
function exactModules(replacements) {
  return Object.fromEntries(Object.entries(replacements).map(([name, target]) => [`${name}$`, target]));
}

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/**
 * One build of an app.
 * - `federated`: the shell, or a remote as hosts load it (remoteEntry.js, mf-manifest.json, no page of its
 *   own). A remote takes the Module Federation runtime from the page (`externalRuntime`), so the runtime
 *   ships once, in the shell, instead of once more with every remote.
 * - `standalone`: a remote alone, as QA opens it: its page and a runtime it provides to the remotes it
 *   loads (written to dist-standalone/).
 * - `development`: `rspack serve`; a remote's page and its entry for the dev shell, each with its runtime.
 */
function createBuildConfig(options, variant) {
  const isProduction = variant !== 'development';
  const isRemote = Boolean(options.exposes);
  const hasPage = !(isRemote && variant === 'federated');
  const exposes = variant === 'standalone' ? {} : (options.exposes ?? {});
  const isPureHost = Object.keys(exposes).length === 0;

  return {
    name: variant,
    mode: isProduction ? 'production' : 'development',
    context: options.appDirectory,
    // A federated remote's only entry is remoteEntry.js, which the federation plugin adds.
    entry: hasPage ? { main: './src/index.ts' } : {},
    // Source maps in development only: production builds are published as they are.
    devtool: isProduction ? false : 'cheap-module-source-map',
    output: {
      path: path.join(options.appDirectory, variant === 'standalone' ? 'dist-standalone' : 'dist'),
      // Remotes are served from wherever their manifest lives; the shell always from the site root.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: options.federationName,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...federationRuntimeAsModules, ...exactModules(reactOnPreact) },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
          },
          type: 'javascript/auto',
        },
        {
          // Messages arrive precompiled (catalog-languages-loader.js), so react-intl's formatter modules get
          // the ICU parser's parser-less build; code formatting text written at run time (the legal pages)
          // imports the parser itself, in its own chunk.
          test: /[\\/]node_modules[\\/](?:intl-messageformat|@formatjs[\\/]intl)[\\/]/,
          resolve: {
            alias: {
              '@formatjs/icu-messageformat-parser$':
                require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            },
          },
        },
        {
          // Catalog modules: a reader downloads only their language's texts (see the loader).
          test: /[\\/]i18n[\\/].*\.ts$/,
          exclude: /node_modules/,
          enforce: 'pre',
          loader: require.resolve('./catalog-languages-loader'),
        },
        { test: /\.(svg|png|jpg|webp)$/, type: 'asset' },
        {
          // A feature's index.ts only re-exports what other features use: marked free of side effects, an
          // importer links straight to the module it names, so a lazily loaded page does not bring the
          // feature's other exports into its chunk.
          test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
      ],
    },
    optimization: {
      // Readable chunk names, relative to the app, say what each file holds.
      chunkIds: 'named',
      // Numbered in module order: the default hashes identifiers that hold absolute paths (shared modules'),
      // so the same commit built in two folders got different file names and busted every cache.
      moduleIds: 'natural',
    },
    plugins: [
      ...(hasPage
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(__dirname, 'index.html'),
              favicon: path.join(__dirname, 'favicon.svg'),
              // The page runs the app's own entry; remoteEntry.js is for hosts that load this app.
              chunks: ['main'],
              templateParameters: { title: options.title, themeStyle, pageBootScript, buildVersion },
            }),
          ]
        : []),
      // Files the app serves as they are (the shell's web app manifest and icons).
      ...(options.staticFolder
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: options.staticFolder }] })]
        : []),
      new ModuleFederationPlugin({
        name: options.federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: Object.fromEntries(
          sharedSingletons.map((name) => [
            name,
            sharedSingletonConfig(name, options.appDirectory, (options.eagerShared ?? []).includes(name)),
          ]),
        ),
        runtimePlugins: options.runtimePlugins ?? [],
        // Not the default 'version-first': that fetches every remote's entry to compare versions when sharing
        // starts, so an unreachable remote is fetched on a page that does not need it. 'loaded-first' loads a
        // remote only when it is used and keeps the singleton copy already running; the first load is the
        // same size either way.
        shareStrategy: 'loaded-first',
        // Hosts read a remote's mf-manifest.json; a standalone page is never loaded as a remote. A remote's
        // manifest declares the routes it owns (metaData.routes) and its build version, which the gateway
        // passes to the shell.
        manifest: variant !== 'standalone' && {
          additionalData: ({ stats }) => {
            if (options.routePaths) stats.metaData.routes = options.routePaths;
            stats.metaData.buildInfo.buildVersion = buildVersion;
            return stats;
          },
        },
        dts: false,
        experiments: {
          // A page that exposes nothing hands its runtime to the federated remotes it loads.
          provideExternalRuntime: isPureHost,
          externalRuntime: !hasPage,
          // A federated remote loads other remotes through the page's runtime (loadRemote), never through
          // bundler remotes: its entry leaves out the code for those.
          optimization: { target: 'web', disableRemote: !hasPage },
        },
      }),
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: options.devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // xfwd: the gateway, and auth's loopback-only outbox behind it, see who is really asking.
      proxy: [
        {
          context: ['/api', '/remotes.json', '/healthz'],
          target: gatewayUrl,
          changeOrigin: true,
          xfwd: true,
        },
      ],
    },
    performance: { hints: false },
  };
}

/**
 * The app's federation name and dev port come from its line in the app registry, found by its folder's
 * name (a copy built elsewhere keeps the folder's name).
 * @param {object} options
 * @param {string} options.appDirectory the app's folder (pass __dirname)
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string[]} [options.routePaths] the routes a remote owns (its route-paths.json), written into its
 *   manifest's metaData so the shell routes by what the deployed build declares
 * @param {string[]} [options.runtimePlugins] Module Federation runtime plugins (the shell's fallback)
 * @param {string[]} [options.eagerShared] singletons bundled into the app's first chunk instead of
 *   fetched after it (the shell's: everything its first render needs)
 * @param {string} options.title the page title of the app's own index.html
 * @param {string} [options.staticFolder] files copied into the build as they are
 */
function createAppConfig(options) {
  const folder = path.basename(options.appDirectory);
  const app = apps.find((registered) => registered.folder === folder);
  if (!app) throw new Error(`${folder} is not in the app registry (packages/app-registry/apps.js)`);
  const appOptions = { ...options, federationName: app.name, devPort: app.devPort };
  const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  if (!isProduction) return createBuildConfig(appOptions, 'development');
  if (!options.exposes) return createBuildConfig(appOptions, 'federated');
  return [createBuildConfig(appOptions, 'federated'), createBuildConfig(appOptions, 'standalone')];
}

module.exports = { createAppConfig, sharedSingletons };
