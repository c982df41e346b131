import fs from 'node:fs';
import path from 'node:path';
import { undeclaredImports } from './lib/undeclared-imports';

const repositoryRoot = path.resolve(__dirname, '..');

/** Each folder of tooling and checks, with the package.json that declares what it imports. */
const toolingFolders = {
  bench: 'bench',
  e2e: 'e2e',
  scripts: '.',
  'content-checks': '.',
};

/** Every app, package and service of the root package.json's workspaces, but the tooling above. */
function workspaceFolders(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return manifest.workspaces
    .flatMap((pattern) => {
      if (!pattern.endsWith('*')) return [pattern];
      const parent = path.dirname(pattern);
      const prefix = path.basename(pattern).slice(0, -1);
      return fs
        .readdirSync(path.join(repositoryRoot, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
        .map((entry) => path.join(parent, entry.name));
    })
    .filter((folder) => !(folder in toolingFolders))
    .filter((folder) => fs.existsSync(path.join(repositoryRoot, folder, 'package.json')));
}

function named(undeclared: Map<string, string[]>) {
  return [...undeclared].map(([name, files]) => ({
    name,
    importedBy: path.relative(repositoryRoot, files[0] ?? ''),
  }));
}

describe('the packages each folder imports', () => {
  it.each(Object.entries(toolingFolders))('are declared for %s', (folder, owner) => {
    const undeclared = undeclaredImports(path.join(repositoryRoot, folder), path.join(repositoryRoot, owner));
    expect(named(undeclared)).toEqual([]);
  });

  it.each(workspaceFolders())(
    'are declared by %s itself (its tests may also use the root test tooling)',
    (folder) => {
      const undeclared = undeclaredImports(
        path.join(repositoryRoot, folder),
        path.join(repositoryRoot, folder),
        repositoryRoot,
      );
      expect(named(undeclared)).toEqual([]);
    },
  );
});
