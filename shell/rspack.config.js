const path = require('node:path');
const { createAppConfig, sharedSingletons } = require('@steady/rspack-config');

module.exports = createAppConfig({
  appDirectory: __dirname,
  title: 'Steady',
  staticFolder: path.join(__dirname, 'static'),
  runtimePlugins: [path.join(__dirname, 'src/features/remotes/runtime/unavailable-remote-plugin.ts')],
  // The first render needs every singleton: in main.js, not a round trip later.
  eagerShared: sharedSingletons,
});
