/**
 * What the apps' browser code imports, read from its source: for the tests that keep the shared modules and
 * the Preact the apps run on in step with what the apps use.
 */
const { readdirSync } = require('node:fs');
const path = require('node:path');

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

/** The services' entry of the contracts: the browser's is browser.ts. */
const servicesOnlyFiles = [path.join(repositoryRoot, 'packages/contracts/src/index.ts')];

function browserSourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : browserSourceFiles(file);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && !servicesOnlyFiles.includes(file) ? [file] : [];
  });
}

/**
 * The names a file imports as values (not `import type`, not `type X`) from a package; through a namespace
 * (`import * as z`), the names it calls on it (`z.object(`, `z.iso.datetime(`), not the types it names.
 */
function importedValueNames(source, packageName) {
  const imports = source.matchAll(/import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/g);
  return [...imports]
    .filter(([, , from]) => from === packageName)
    .flatMap(([, clause]) => {
      const namespace = /^\s*\*\s+as\s+([A-Za-z_$][\w$]*)\s*$/.exec(clause)?.[1];
      if (namespace) {
        const calls = new RegExp(
          `(?<![\\w$.])${namespace}\\s*\\.\\s*([\\w$]+)(?:\\s*\\.\\s*[\\w$]+)*\\s*\\(`,
          'g',
        );
        return [...source.matchAll(calls)].map(([, name]) => name);
      }
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

/** Every source file of code that ships to the browser. */
function allBrowserSourceFiles() {
  return browserSourceFolders.flatMap(browserSourceFiles);
}

module.exports = { allBrowserSourceFiles, importedValueNames, repositoryRoot };
