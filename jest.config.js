/** Unit and integration tests of every workspace; end-to-end specs live in e2e/ and run under Playwright. */
const { availableParallelism } = require('node:os');
const { reactOnPreact } = require('./packages/rspack-config/react-on-preact');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest must transform to CommonJS (Preact: the browser build jsdom's tests resolve).
const esmOnlyPackages = [
  'preact',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'jose',
  'mpg123-decoder',
  '@wasm-audio-decoders',
  '@eshaz/web-worker',
  'simple-yenc',
].join('|');

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // Builds (the servers' dist/ carries a package.json of the same name as its workspace's).
  modulePathIgnorePatterns: ['<rootDir>/[^/]+(/[^/]+)?/dist/'],
};

module.exports = {
  testTimeout: 20000,
  // Jest's default is one worker per core but one, for its main process; that process mostly waits, so on
  // two cores the default of one worker leaves a core idle.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/packages/{contracts,domain}/src/**/*.test.ts',
        '<rootDir>/packages/app-registry/*.test.ts',
        '<rootDir>/services/*/src/**/*.test.ts',
        '<rootDir>/services/content/scripts/**/*.test.ts',
        '<rootDir>/gateway/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/packages/rspack-config/*.test.js',
        '<rootDir>/mf-*/src/**/machine/**/*.test.ts',
        '<rootDir>/mf-*/src/**/engine/**/*.test.ts',
        '<rootDir>/mf-*/src/shared/timing/**/*.test.ts',
        '<rootDir>/mf-*/src/**/model/**/*.test.ts',
      ],
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/jest.browser-setup.js'],
      setupFilesAfterEnv: ['@testing-library/jest-dom/jest-globals'],
      // Tested on the Preact the apps are built on.
      moduleNameMapper: {
        '\\.(svg|png|css)$': '<rootDir>/jest.file-stub.js',
        ...Object.fromEntries(Object.entries(reactOnPreact).map(([name, target]) => [`^${name}$`, target])),
      },
      testMatch: [
        '<rootDir>/packages/{bus,api-client,app-frame,ui,user-state}/src/**/*.test.ts?(x)',
        '<rootDir>/shell/src/**/*.test.ts?(x)',
        '<rootDir>/mf-*/src/**/*.test.tsx',
        '<rootDir>/mf-*/src/**/components/**/*.test.ts',
        '<rootDir>/mf-*/src/**/hooks/**/*.test.ts',
        '<rootDir>/content-checks/**/*.test.ts',
      ],
    },
  ],
};
