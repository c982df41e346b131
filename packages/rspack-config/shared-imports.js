/**
 * Shared libraries offered through a module that names only what the apps use: a shared module keeps all
 * its exports (it is not tree-shaken), so the package itself would ship whole; for react-router-dom that is
 * about three times what the declarative router needs.
 * Named as packages, not file paths: the request is written into the builds (the shared modules'
 * configuration in main.js, chunk names in remoteEntry.js), and a path would tie their contents and hashes
 * to the folder the build ran in.
 */
const sharedImports = {
  'react-router-dom': '@steady/rspack-config/react-router-dom',
  'styled-components': '@steady/rspack-config/styled-components',
  '@steady/contracts': '@steady/contracts/browser',
  'zod/mini': '@steady/rspack-config/zod-mini',
};

module.exports = { sharedImports };
