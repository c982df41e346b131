import { remoteNames, remoteRoutePaths, type RemoteName } from '@steady/contracts';

const sampleParameters: Record<string, string> = {
  mood: 'anxiety',
  resultId: 'example-result',
  appName: 'breathing',
};

/** Every route each remote owns, with sample values for its parameters. */
export const remotePages: { remoteName: RemoteName; path: string }[] = remoteNames.flatMap((remoteName) =>
  remoteRoutePaths[remoteName].map((pattern) => ({
    remoteName,
    path: pattern.replace(/:(\w+)/g, (_, name: string) => sampleParameters[name] ?? name),
  })),
);
