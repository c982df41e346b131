const { readFileSync } = require('node:fs');
const path = require('node:path');
const { allBrowserSourceFiles, importedValueNames, repositoryRoot } = require('./browser-source-imports');
const { reactOnPreact } = require('./react-on-preact');

// The modules the apps import from: the JSX runtimes are the compiler's, the test utilities the tests'.
const importedModules = ['react', 'react-dom', 'react-dom/client'];

describe.each(importedModules)("the apps' imports from %s", (moduleName) => {
  it('are all in the Preact module that replaces it (a React API compat lacks fails here, not on a page)', () => {
    const offered = Object.keys(require(reactOnPreact[moduleName]));
    const missing = allBrowserSourceFiles().flatMap((file) =>
      importedValueNames(readFileSync(file, 'utf8'), moduleName)
        .filter((name) => !offered.includes(name))
        .map((name) => `${name} (${path.relative(repositoryRoot, file)})`),
    );
    expect(missing).toEqual([]);
  });
});
