import type { Express } from 'express';
import type { RemotesManifest } from '@steady/contracts';
import type { FederationManifests } from './federation-manifests';

/** Origins other than ours that remotes are loaded from; the content security policy must allow them. */
export function remoteOrigins(remotes: RemotesManifest): string[] {
  const absolute = Object.values(remotes).filter((url) => /^https?:\/\//.test(url));
  return [...new Set(absolute.map((url) => new URL(url).origin))];
}

/**
 * `GET /remotes.json`: where the shell finds each remote now and the routes each declares. Never cached,
 * so repointing a remote, or a remote adding a page, reaches the next page load.
 */
export function registerRemotesManifest(app: Express, federationManifests: FederationManifests): void {
  app.get('/remotes.json', (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(federationManifests.map());
  });
}
