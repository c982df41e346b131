const { createAppConfig } = require('@steady/rspack-config');

module.exports = createAppConfig({
  appDirectory: __dirname,
  federationName: 'mf_recommendations',
  devPort: 3001,
  title: 'Steady — recommendations',
  exposes: { './routes': './src/routes.tsx' },
});
