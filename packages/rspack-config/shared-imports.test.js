const { readFileSync } = require('node:fs');
const path = require('node:path');
const { sharedImports } = require('./shared-imports');
const { allBrowserSourceFiles, importedValueNames, repositoryRoot } = require('./browser-source-imports');

/** The names a module of `export { … } from '…'` offers. */
function exportedNames(moduleFile) {
  const list = /export\s*\{([\s\S]*?)\}\s*from/.exec(readFileSync(moduleFile, 'utf8'))?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe.each(Object.entries(sharedImports))('the shared %s', (packageName, moduleRequest) => {
  const offered = exportedNames(require.resolve(moduleRequest));
  const imports = () =>
    allBrowserSourceFiles().map((file) => ({
      file,
      names: importedValueNames(readFileSync(file, 'utf8'), packageName),
    }));

  it('offers every name the apps import from it', () => {
    const missing = imports().flatMap(({ file, names }) =>
      names
        .filter((name) => !offered.includes(name))
        .map((name) => `${name} (${path.relative(repositoryRoot, file)})`),
    );
    expect(missing).toEqual([]);
  });

  // Every name offered ships in every page's first script, used or not.
  it('offers no name the apps leave unused', () => {
    const imported = new Set(imports().flatMap(({ names }) => names));
    expect(offered.filter((name) => !imported.has(name))).toEqual([]);
  });
});
