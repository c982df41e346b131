/**
 * Every app is written against React's API and runs on preact/compat: about a third of React DOM's bytes
 * on the first load. The one map of what each React module is replaced with, read by the build
 * (resolve.alias and the shared singletons, index.js) and by the browser tests (jest.config.js). `react` and
 * `react-dom` are preact/compat with a useId of our own (react-on-preact.mjs).
 */
const reactOnPreact = {
  react: '@steady/rspack-config/react-on-preact',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': '@steady/rspack-config/react-on-preact',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
};

module.exports = { reactOnPreact };
