import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceRoutePrefixes } from '../gateway/src/service-routes';
import { architecturePath, withGeneratedTables } from './lib/architecture-tables';

describe("docs/architecture.md's generated tables", () => {
  const committed = readFileSync(architecturePath, 'utf8');

  it('match the app registry and the gateway service routes (else run `npm run docs:tables`)', () => {
    expect(withGeneratedTables(committed)).toBe(committed);
  });

  it('list every public prefix the gateway routes, with its service', () => {
    for (const [service, prefixes] of Object.entries(serviceRoutePrefixes)) {
      for (const prefix of prefixes)
        expect(committed).toContain(`| \`${prefix}\` | \`services/${service}\` |`);
    }
  });

  it.each(['auth', 'content', 'billing'])(
    "name every folder of services/%s/src in that service's component table",
    (service) => {
      const section =
        committed.split(`### ${service} (\`services/${service}\`)`)[1]?.split('\n### ')[0] ?? '';
      const source = path.join(__dirname, '..', 'services', service, 'src');
      const folders = readdirSync(source, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) =>
          path.relative(source, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        );
      expect(folders.length).toBeGreaterThan(5);
      expect(folders.filter((folder) => !section.includes(`\`${folder}/\``))).toEqual([]);
    },
  );

  it('are told apart from a stale copy', () => {
    const stale = committed.replace(
      '| `/api/reminders` | `services/auth` |',
      '| `/api/reminder` | `services/auth` |',
    );
    expect(stale).not.toBe(committed);
    expect(withGeneratedTables(stale)).toBe(committed);
  });

  it('refuse a document without the markers', () => {
    expect(() => withGeneratedTables('# Architecture\n')).toThrow('<!-- generated:apps -->');
  });
});
