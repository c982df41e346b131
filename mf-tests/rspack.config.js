const { createAppConfig } = require('@steady/rspack-config');

module.exports = createAppConfig({
  appDirectory: __dirname,
  federationName: 'mf_tests',
  devPort: 3003,
  title: 'Steady — tests',
  exposes: { './routes': './src/routes.tsx' },
});
