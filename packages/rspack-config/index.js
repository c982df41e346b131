// One build configuration for the shell and every remote, so that all five share exactly the same
// singleton list and conventions (DESIGN.md §2).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressPlugin } = require('./precompress-plugin');

/**
 * Loaded once, whatever the route: the shell and every remote resolve these to one shared copy.
 * zod is left out on purpose: a shared module is not tree-shaken, so sharing it would ship all of it
 * (~80 KB gzip even for zod/mini); bundled into @steady/contracts, only the few KB it uses ship.
 * @steady/domain is left out for the same reason: pure rules with no state, so a copy per app is harmless
 * and each app ships only the rules it imports.
 */
const sharedSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  'react-intl',
  'styled-components',
  '@steady/bus',
  '@steady/contracts',
  '@steady/api-client',
  '@steady/ui',
  '@steady/user-state',
];

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/**
 * @param {object} options
 * @param {string} options.appDirectory the app's folder (pass __dirname)
 * @param {string} options.federationName the Module Federation container name, e.g. mf_tests
 * @param {number} options.devPort the `rspack serve` port
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string[]} [options.runtimePlugins] Module Federation runtime plugins (the shell's fallback)
 * @param {string} options.title the page title of the app's own index.html
 */
function createAppConfig(options) {
  const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  const isRemote = Boolean(options.exposes);

  return {
    mode: isProduction ? 'production' : 'development',
    context: options.appDirectory,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.appDirectory, 'dist'),
      // Remotes are served from wherever their manifest lives; the shell always from the site root.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: options.federationName,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
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
        { test: /\.(svg|png|jpg|webp)$/, type: 'asset' },
      ],
    },
    optimization: {
      // Readable chunk names let the end-to-end test and the benchmark count shared-library copies.
      chunkIds: 'named',
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        favicon: path.join(__dirname, 'favicon.svg'),
        // The page runs the app's own entry; remoteEntry.js is for hosts that load this app as a remote.
        chunks: ['main'],
        templateParameters: { title: options.title },
      }),
      new ModuleFederationPlugin({
        name: options.federationName,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        shared: Object.fromEntries(sharedSingletons.map((name) => [name, { singleton: true }])),
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
      }),
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: options.devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json', '/healthz'], target: gatewayUrl, changeOrigin: true }],
    },
    performance: { hints: false },
  };
}

module.exports = { createAppConfig, sharedSingletons };
