const { createAppConfig } = require('@steady/rspack-config');

module.exports = createAppConfig({
  appDirectory: __dirname,
  federationName: 'mf_account',
  devPort: 3004,
  title: 'Steady — account',
  exposes: { './routes': './src/routes.tsx' },
});
