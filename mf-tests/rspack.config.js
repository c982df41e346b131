const { createAppConfig } = require('@steady/rspack-config');

module.exports = createAppConfig({
  appDirectory: __dirname,
  // The routes this remote owns, declared in its manifest: the shell routes by them at run time.
  routePaths: require('./src/route-paths.json'),
  title: 'Steady — tests',
  exposes: { './routes': './src/routes.tsx' },
});
