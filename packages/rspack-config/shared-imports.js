/**
 * Shared libraries offered through a module that names only what the apps use: a shared module keeps all
 * its exports (it is not tree-shaken), so the package itself would ship whole. Measured on the first load of
 * / (2026-11-23, brotli): react-router-dom 23.4 → 7.6 KB with the declarative router, styled-components
 * 11.8 → 10.5 KB, the contracts and zod about 2 KB less.
 * Named as packages, not file paths: the request is written into the builds (the shared modules'
 * configuration in main.js, chunk names in remoteEntry.js), and a path would tie their contents and hashes
 * to the folder the build ran in.
 */
const sharedImports = {
  'react-router-dom': '@steady/rspack-config/react-router-dom',
  'styled-components': '@steady/rspack-config/styled-components',
  '@steady/contracts': '@steady/contracts/browser',
};

module.exports = { sharedImports };
