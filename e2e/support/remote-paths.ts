import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes } from '@steady/app-registry';
import { remoteNames, type RemoteName } from '@steady/contracts';

const repositoryRoot = path.resolve(__dirname, '../..');

/** The routes each remote's build declares in its manifest (its route-paths.json). */
export const declaredRoutes = Object.fromEntries(
  remotes.map(({ name, folder }) => [
    name,
    JSON.parse(
      readFileSync(path.join(repositoryRoot, folder, 'src', 'route-paths.json'), 'utf8'),
    ) as string[],
  ]),
) as Record<RemoteName, string[]>;

const sampleParameters: Record<string, string> = {
  mood: 'anxiety',
  resultId: 'example-result',
  appName: 'breathing',
};

/** Every route each remote owns, with sample values for its parameters. */
export const remotePages: { remoteName: RemoteName; path: string }[] = remoteNames.flatMap((remoteName) =>
  declaredRoutes[remoteName].map((pattern) => ({
    remoteName,
    path: pattern.replace(/:(\w+)/g, (_, name: string) => sampleParameters[name] ?? name),
  })),
);
