// @ts-check
// The one list of front-end apps. The gateway (remotes map, static serving), the build, dev and test
// scripts, the Rspack configs, the lint boundaries and the end-to-end helpers all read it, so adding a
// remote is its folder plus one entry under `remotes`. Plain CommonJS so that the Rspack and ESLint
// configs read it as they are; `@type {const}` keeps the names as literal types for TypeScript.

/** The host: its folder and its `rspack serve` port (`npm run dev` opens it). */
const shell = /** @type {const} */ ({ name: 'shell', folder: 'shell', devPort: 3000 });

/**
 * The Module Federation remotes, in build order. `name`: the federation container name (also the path
 * the gateway serves its builds at, /remotes/<name>/); `folder`: its workspace, `mf-*` so the Jest and
 * TypeScript globs cover it; `devPort`: its `rspack serve` port; `manifestUrlVariable`: the gateway's
 * variable that points the remotes map at a build deployed elsewhere.
 */
const remotes = /** @type {const} */ ([
  {
    name: 'mf_recommendations',
    folder: 'mf-recommendations',
    devPort: 3001,
    manifestUrlVariable: 'REMOTE_MF_RECOMMENDATIONS_URL',
  },
  {
    name: 'mf_techniques',
    folder: 'mf-techniques',
    devPort: 3002,
    manifestUrlVariable: 'REMOTE_MF_TECHNIQUES_URL',
  },
  { name: 'mf_tests', folder: 'mf-tests', devPort: 3003, manifestUrlVariable: 'REMOTE_MF_TESTS_URL' },
  { name: 'mf_account', folder: 'mf-account', devPort: 3004, manifestUrlVariable: 'REMOTE_MF_ACCOUNT_URL' },
]);

/** The shell first: it is built before the remotes and its dev server is the one to open. */
const apps = [shell, ...remotes];

module.exports = { shell, remotes, apps };
