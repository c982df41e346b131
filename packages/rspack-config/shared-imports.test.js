const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { sharedImports } = require('./shared-imports');

const repositoryRoot = path.join(__dirname, '../..');
/** Code that ships to the browser (tests and their helpers run on the packages themselves). */
const browserSourceFolders = [
  ...readdirSync(repositoryRoot)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .map((name) => path.join(name, 'src')),
  ...['api-client', 'app-frame', 'bus', 'contracts', 'domain', 'ui', 'user-state'].map(
    (name) => `packages/${name}/src`,
  ),
].map((folder) => path.join(repositoryRoot, folder));

function browserSourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : browserSourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The names a file imports as values (not `import type`, not `type X`) from a package. */
function importedValueNames(source, packageName) {
  const imports = source.matchAll(/import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/g);
  return [...imports]
    .filter(([, , from]) => from === packageName)
    .flatMap(([, clause]) => {
      const defaultName = /^\s*([A-Za-z_$][\w$]*)/.exec(clause.replace(/\{[\s\S]*\}/, ''));
      const named = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? '';
      return [
        ...(defaultName ? ['default'] : []),
        ...named
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0])
          .filter((name) => name && !name.startsWith('type ')),
      ];
    });
}

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
    browserSourceFolders
      .flatMap(browserSourceFiles)
      .map((file) => ({ file, names: importedValueNames(readFileSync(file, 'utf8'), packageName) }));

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
