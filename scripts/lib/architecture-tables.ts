// The tables of docs/architecture.md whose source is code: the app table from the app registry (and each
// remote's own route paths), the route table from the gateway's service routes. `npm run docs:tables`
// writes them; scripts/architecture-tables.test.ts fails when the committed ones no longer match.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes, shell } from '@steady/app-registry';
import {
  serviceRoutePrefixes,
  outsideCallRoutes,
  outsideCallTimeoutMs,
} from '../../gateway/src/service-routes';
import { repositoryRoot } from './builds';

export const architecturePath = path.join(repositoryRoot, 'docs/architecture.md');

const code = (text: string | number) => `\`${text}\``;

function routePathsOf(folder: string): string[] {
  const file = path.join(repositoryRoot, folder, 'src/route-paths.json');
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

function appTable(): string {
  const rows = [
    `| ${code(shell.name)} (host) | ${code(`${shell.folder}/`)} | ${shell.devPort} | – | – |`,
    ...remotes.map(
      (remote) =>
        `| ${code(remote.name)} | ${code(`${remote.folder}/`)} | ${remote.devPort} | ` +
        `${code(remote.manifestUrlVariable)} | ${routePathsOf(remote.folder).map(code).join(', ')} |`,
    ),
  ];
  return [
    '| app | folder | dev port | manifest URL variable | pages it owns (`src/route-paths.json`) |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function routeTable(): string {
  const rows = Object.entries(serviceRoutePrefixes).flatMap(([service, prefixes]) =>
    prefixes.map((prefix) => {
      const slow = outsideCallRoutes.filter((route) => route.startsWith(`${prefix}/`));
      const timeouts =
        slow.length > 0 ? `${outsideCallTimeoutMs / 1000} s: ${slow.map(code).join(', ')}` : '–';
      return `| ${code(prefix)} | ${code(`services/${service}`)} | ${timeouts} |`;
    }),
  );
  return ['| public prefix | service | routes allowed the longer timeout |', '|---|---|---|', ...rows].join(
    '\n',
  );
}

const generatedTables: Record<string, () => string> = { apps: appTable, routes: routeTable };

const markers = (name: string) => [`<!-- generated:${name} -->`, `<!-- /generated:${name} -->`] as const;

/** The document with each generated table between its markers replaced by what the code gives today. */
export function withGeneratedTables(document: string): string {
  return Object.entries(generatedTables).reduce((text, [name, render]) => {
    const [start, end] = markers(name);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from === -1 || to < from) throw new Error(`docs/architecture.md lacks the ${start} … ${end} markers`);
    return `${text.slice(0, from + start.length)}\n${render()}\n${text.slice(to)}`;
  }, document);
}
