const path = require('node:path');
const { createAppConfig } = require('@steady/rspack-config');

module.exports = createAppConfig({
  appDirectory: __dirname,
  federationName: 'shell',
  devPort: 3000,
  title: 'Steady',
  runtimePlugins: [path.join(__dirname, 'src/features/remotes/runtime/unavailable-remote-plugin.ts')],
});
