// `npm run docs:tables`: rewrites the generated tables of docs/architecture.md from the code.
import { readFileSync, writeFileSync } from 'node:fs';
import { architecturePath, withGeneratedTables } from './lib/architecture-tables';

const before = readFileSync(architecturePath, 'utf8');
const after = withGeneratedTables(before);
writeFileSync(architecturePath, after);
console.log(
  after === before
    ? 'docs/architecture.md: tables already current'
    : 'docs/architecture.md: tables rewritten',
);
