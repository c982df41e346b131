import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import appRegistry from '@steady/app-registry';

const remotes = appRegistry.remotes.map((remote) => remote.folder);
const browserPackages = ['api-client', 'app-frame', 'bus', 'ui', 'user-state'];
/** Packages both the services and the browser apps import: the app registry, payload contracts and the pure domain rules. */
const sharedPackages = ['app-registry', 'contracts', 'domain'];
const browserOnlyModules = [
  '@steady/ui',
  '@steady/app-frame',
  '@steady/bus',
  '@steady/user-state',
  '@steady/api-client',
  'react',
  'react-dom',
  'react-router-dom',
  'react-intl',
  'styled-components',
];
/** A browser-only module or any subpath of one (`@steady/ui/testing`, `react-dom/server`). */
const browserOnlyImport = (message) => ({
  regex: `^(?:${browserOnlyModules.join('|')})(?:/|$)`,
  message,
});
// Shared Module Federation modules are not tree-shaken: the browser side imports 'zod/mini' only.
const classicZod = ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
  name,
  message: 'Browser code uses zod/mini: classic zod is ~85 KB gzip in a shared bundle',
}));
// An app's own zod schema bundles zod again beside the copy inside the shared @steady/contracts (10 KB of
// brotli on the pages that use it); its types cost nothing.
const appOwnZod = {
  name: 'zod/mini',
  allowTypeImports: true,
  message: 'An app builds no zod schema of its own (it would ship zod twice): add it to packages/contracts.',
};
const deepPackageImport = {
  regex: '^@steady/[^/]+/src(/|$)',
  message: 'Import a package by its name or a subpath its "exports" names (e.g. @steady/app-frame/testing).',
};
/** A relative or named import that lands in one of these top-level folders. */
const intoFolders = (folders, message) => ({
  regex: `^(?:(?:\\.\\./)+|)(?:${folders.join('|')})(?:/|$)`,
  message,
});
const relativePackageImport = intoFolders(
  ['packages'],
  'Import a package by its name, never by a relative path into packages/.',
);
/** Folder levels a file may sit below its feature's folder: `features/<name>/*` is 0, `…/components/*` is 1. */
const featureDepths = [0, 1, 2, 3, 4, 5];
/**
 * Another feature's files, seen from a file `depth` folders below its own feature's folder: `../` taken
 * depth + 1 times reaches `features/`, so any path going on from there into a folder and further is inside
 * a sibling feature (as is one climbing to `src/` and back into `features/<name>/…`). A feature's folder
 * alone, `../../<name>`, resolves to its index.ts and stays allowed; so does `../components/X` within a feature.
 */
const otherFeatureInternals = (depth) => ({
  regex: `^(?:\\.\\./){${depth + 1}}[^./][^/]*/|^(?:\\.\\./){${depth + 2}}features/[^/]+/`,
  message:
    "A feature imports another feature only through its index ('../<feature>'), never a file inside it.",
});

const expressOutsideEdge = {
  regex: '^(?:express|passport(?:-[a-z0-9-]+)?)(?:/|$)',
  message:
    "Express stays at a service's edge (a component's *-routes.ts, http/): handlers and repositories take plain values.",
};
/** Files beside the routes that read or answer the request itself: cookies, rate-limit keys, passport's pieces. */
const serviceRequestHelpers = [
  'services/auth/src/accounts/login-rate-limits.ts',
  'services/auth/src/google/google-strategy.ts',
  'services/auth/src/google/state-cookie-store.ts',
  'services/auth/src/mail-flows/mail-rate-limits.ts',
  'services/auth/src/sessions/refresh-cookie.ts',
  'services/billing/src/local-checkout/checkout-owner.ts',
  'services/billing/src/payments-off/payments-off.ts',
];

/**
 * The architecture's import rules (docs/architecture.md, “The shape”): a remote never imports another
 * remote or the shell, the shell imports no remote (it loads them at run time), packages never import apps
 * or services, server code never imports browser packages, Express stays at a service's edge, and within
 * an app a feature uses another feature only through that feature's index. Each group gets one `no-restricted-imports` setting because a later setting
 * of the rule replaces an earlier one for the same file: a feature's files repeat their app's restrictions.
 *
 * The feature rule covers files inside `src/features/`. The app's composition root (routes.tsx, the shell's
 * app/router.tsx) imports each page by its own path, statically or by `import()`, so a lazily loaded page
 * stays a chunk of its own instead of arriving with everything its feature's index exports. The rule does
 * not see `import()`: a feature that loads another feature's page lazily gets a loader from that feature's
 * index (mood's prefetchMoodPage), which keeps the `import()` inside the page's own feature.
 */
function boundaryRules() {
  const restricted = (paths, patterns) => ({
    'no-restricted-imports': ['error', { paths, patterns: [deepPackageImport, ...patterns] }],
  });
  const apps = appRegistry.apps.map((app) => app.folder);
  const servicePatterns = [
    browserOnlyImport('Server code never imports browser packages.'),
    intoFolders(apps, 'Server code never imports browser apps.'),
    relativePackageImport,
  ];
  const browserApp = (app, patterns) => [
    { files: [`${app}/**`], rules: restricted([...classicZod, appOwnZod], patterns) },
    ...featureDepths.map((depth) => ({
      files: [`${app}/src/features/*/${'*/'.repeat(depth)}*`],
      rules: restricted([...classicZod, appOwnZod], [...patterns, otherFeatureInternals(depth)]),
    })),
  ];
  return [
    { files: ['**/*.{ts,tsx,js,mjs}'], rules: restricted([], []) },
    ...remotes.flatMap((remote) =>
      browserApp(remote, [
        intoFolders(
          apps.filter((app) => app !== remote),
          'A remote never imports another remote or the shell: share through packages/ or the bus.',
        ),
        intoFolders(['services', 'gateway'], 'Browser code talks to services through /api only.'),
        relativePackageImport,
      ]),
    ),
    ...browserApp('shell', [
      intoFolders(remotes, 'The shell loads remotes at run time (Module Federation), never by import.'),
      intoFolders(['services', 'gateway'], 'Browser code talks to services through /api only.'),
      relativePackageImport,
    ]),
    {
      files: browserPackages.filter((name) => name !== 'ui').map((name) => `packages/${name}/**`),
      rules: restricted(classicZod, [
        intoFolders([...apps, 'services', 'gateway'], 'Packages never import apps or services.'),
        relativePackageImport,
      ]),
    },
    {
      // The frame is built on the design system, never the other way round.
      files: ['packages/ui/**'],
      rules: restricted(classicZod, [
        intoFolders([...apps, 'services', 'gateway'], 'Packages never import apps or services.'),
        intoFolders(['app-frame'], 'The design system never imports the app frame.'),
        { regex: '^@steady/app-frame(/|$)', message: 'The design system never imports the app frame.' },
      ]),
    },
    {
      files: sharedPackages.map((name) => `packages/${name}/**`),
      rules: restricted(classicZod, [
        browserOnlyImport('Services import this package too: it never imports browser packages.'),
        intoFolders([...apps, 'services', 'gateway'], 'Packages never import apps or services.'),
        relativePackageImport,
      ]),
    },
    { files: ['services/**'], rules: restricted([], servicePatterns) },
    {
      // Inside a service, Express (and passport, which runs on it) stays at the edge: each component's
      // *-routes.ts, http/, the request helpers beside the routes, and the tests. Handlers and repositories
      // take plain values, so they can be called and tested without a request.
      files: ['services/{auth,billing,content}/src/**'],
      ignores: [
        'services/*/src/**/*-routes.ts',
        'services/*/src/http/**',
        'services/*/src/testing/**',
        'services/*/src/**/*.test.ts',
        ...serviceRequestHelpers,
      ],
      rules: restricted([], [...servicePatterns, expressOutsideEdge]),
    },
    {
      // Tooling and checks use a package as any workspace does: by its name and the subpaths it exports.
      files: ['content-checks/**', 'scripts/**', 'e2e/**', 'bench/**'],
      rules: restricted([], [relativePackageImport]),
    },
    {
      // The gateway serves the browser build: it reads the theme boot script's hash for its
      // Content-Security-Policy from `@steady/ui/theme-document`, so only the packages themselves are refused.
      files: ['gateway/**'],
      rules: restricted(
        browserOnlyModules.map((name) => ({ name, message: 'Server code never imports browser packages.' })),
        [intoFolders(apps, 'Server code never imports browser apps.'), relativePackageImport],
      ),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-standalone/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Type-aware: each file is checked in its own runtime's project (tsconfig.json's references).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: [
      '**/*.tsx',
      '**/hooks/**/*.ts',
      'packages/bus/src/**/*.ts',
      'packages/ui/src/**/*.ts',
      'packages/app-frame/src/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A cycle makes load order decide which module sees the other half-initialised, and hides which of
    // two modules is the lower layer. The workspace packages resolve through their symlinks to the
    // repository's own files, so a cycle through a package's index counts too. Imports of types only are
    // left out: they vanish from the built code.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The workspace packages count as the repository's own code, not as external modules.
      'import-x/internal-regex': '^@steady/',
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...boundaryRules(),
);
