import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { apps, remotes, shell } from './apps';

const repositoryRoot = path.resolve(__dirname, '../..');

const appSchema = z.strictObject({
  // A Module Federation container name becomes a JavaScript identifier in every host.
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'must be lower case letters, digits and _')),
  folder: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'must be a top-level folder name')),
  devPort: z.number().check(z.int(), z.minimum(1024), z.maximum(65535)),
});
const remoteSchema = z.extend(appSchema, {
  // The Jest and TypeScript configurations find remotes' code by the `mf-*` glob.
  folder: z.string().check(z.regex(/^mf-[a-z0-9-]+$/, 'must start with mf-')),
  manifestUrlVariable: z.string(),
});

const duplicates = (values: readonly (string | number)[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

const rootWorkspaces = (
  JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;
const isWorkspace = (folder: string) =>
  rootWorkspaces.some((pattern) => new RegExp(`^${pattern.replace(/\*/g, '[^/]+')}$`).test(folder));

describe('the app registry', () => {
  it('describes the shell and each remote with every field a consumer reads', () => {
    expect(appSchema.safeParse(shell).error?.issues).toBeUndefined();
    for (const remote of remotes) expect(remoteSchema.safeParse(remote).error?.issues).toBeUndefined();
  });

  it('gives every app its own name, folder and dev port', () => {
    expect(duplicates(apps.map((app) => app.name))).toEqual([]);
    expect(duplicates(apps.map((app) => app.folder))).toEqual([]);
    expect(duplicates(apps.map((app) => app.devPort))).toEqual([]);
  });

  it.each(remotes)("names $name's manifest URL variable REMOTE_<NAME>_URL", (remote) => {
    expect(remote.manifestUrlVariable).toBe(`REMOTE_${remote.name.toUpperCase()}_URL`);
  });

  it.each(apps)(
    'has $folder as a workspace with its package.json, Rspack config and catalogs',
    ({ folder }) => {
      expect(isWorkspace(folder)).toBe(true);
      const expectedFiles = ['package.json', 'rspack.config.js', 'src/i18n/catalogs.ts'];
      expect(expectedFiles.filter((file) => !existsSync(path.join(repositoryRoot, folder, file)))).toEqual(
        [],
      );
    },
  );

  it.each(remotes)('has $folder declare the routes it owns (src/route-paths.json)', ({ folder }) => {
    const routesFile = path.join(repositoryRoot, folder, 'src', 'route-paths.json');
    const routes: unknown = JSON.parse(readFileSync(routesFile, 'utf8'));
    expect(
      z
        .array(z.string().check(z.startsWith('/')))
        .check(z.minLength(1))
        .safeParse(routes).error,
    ).toBeUndefined();
  });
});
