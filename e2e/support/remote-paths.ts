import { remoteNames, type RemoteName } from '@steady/contracts';
import accountRoutes from '../../mf-account/src/route-paths.json';
import recommendationsRoutes from '../../mf-recommendations/src/route-paths.json';
import techniquesRoutes from '../../mf-techniques/src/route-paths.json';
import testsRoutes from '../../mf-tests/src/route-paths.json';

/** The routes each remote's build declares in its manifest (its route-paths.json). */
export const declaredRoutes: Record<RemoteName, string[]> = {
  mf_recommendations: recommendationsRoutes,
  mf_techniques: techniquesRoutes,
  mf_tests: testsRoutes,
  mf_account: accountRoutes,
};

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
