import path from 'node:path';
import { undeclaredImports } from './lib/undeclared-imports';

const repositoryRoot = path.resolve(__dirname, '..');

/** Each folder of tooling and checks, with the package.json that declares what it imports. */
const folders = {
  bench: 'bench',
  e2e: 'e2e',
  scripts: '.',
  'content-checks': '.',
};

describe('the packages each folder imports', () => {
  it.each(Object.entries(folders))('are declared for %s', (folder, owner) => {
    const undeclared = undeclaredImports(path.join(repositoryRoot, folder), path.join(repositoryRoot, owner));
    const named = [...undeclared].map(([name, files]) => ({
      name,
      importedBy: path.relative(repositoryRoot, files[0] ?? ''),
    }));
    expect(named).toEqual([]);
  });
});
