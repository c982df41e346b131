import type { Express } from 'express';
import { remotesManifestSchema, type RemotesManifest } from '@steady/contracts';

/** Origins other than ours that remotes are loaded from; the content security policy must allow them. */
export function remoteOrigins(remotes: RemotesManifest): string[] {
  const absolute = Object.values(remotes).filter((url) => /^https?:\/\//.test(url));
  return [...new Set(absolute.map((url) => new URL(url).origin))];
}

/** `GET /remotes.json`: where the shell finds each remote now. Never cached, so repointing a remote is instant. */
export function registerRemotesManifest(app: Express, remotes: RemotesManifest): void {
  const manifest = remotesManifestSchema.parse(remotes);
  app.get('/remotes.json', (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(manifest);
  });
}
