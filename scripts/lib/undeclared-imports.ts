import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const sourceFile = /\.(?:ts|tsx|js|mjs|cjs)$/;
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'dist-standalone',
  'test-results',
  'playwright-report',
]);

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory() && !skippedFolders.has(entry.name)) yield* sourceFiles(entryPath);
    else if (entry.isFile() && sourceFile.test(entry.name)) yield entryPath;
  }
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; null for relative paths and Node's own modules. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return builtinModules.includes(name) ? null : name;
}

function declaredBy(packageJsonFolder: string): Set<string> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(packageJsonFolder, 'package.json'), 'utf8'),
  ) as Record<string, unknown>;
  const fields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
  const names = fields.flatMap((field) => Object.keys((manifest[field] as object | undefined) ?? {}));
  return new Set([String(manifest.name), ...names]);
}

const testFile = /\.test\.(?:ts|tsx|js|mjs)$|[/\\]testing[/\\]/;

/**
 * The packages the files under `folder` import (statically, by `import()` or by `require`) that the
 * package.json in `packageJsonFolder` does not declare, each with the files importing it. Tests and their
 * helpers (`*.test.*`, `testing/`) may also use what `testToolingFolder`'s package.json declares: the
 * repository's shared test tooling.
 */
export function undeclaredImports(
  folder: string,
  packageJsonFolder: string,
  testToolingFolder: string = packageJsonFolder,
): Map<string, string[]> {
  const declared = declaredBy(packageJsonFolder);
  const declaredForTests = new Set([...declared, ...declaredBy(testToolingFolder)]);
  const undeclared = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const declaredHere = testFile.test(file) ? declaredForTests : declared;
    for (const { fileName } of importedFiles) {
      const name = packageOf(fileName);
      if (name === null || declaredHere.has(name)) continue;
      undeclared.set(name, [...(undeclared.get(name) ?? []), file]);
    }
  }
  return undeclared;
}
