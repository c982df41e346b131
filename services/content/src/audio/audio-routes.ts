import type { Express, Response } from 'express';
import { audioNamesQuerySchema, contentLanguageQuerySchema } from '@steady/contracts';
import {
  optionalUser,
  parseQuery,
  unauthorized,
  type EntitlementClient,
  type TokenVerifier,
} from '@steady/service-common';
import type { AudioHandlers, AudioViewer } from './audio';
import type { AudioFileHandlers } from '../audio-files/audio-files';
import type { SavedMixHandlers } from '../saved-mixes/saved-mixes';
import { registerAudioFileRoute } from '../audio-files/audio-file-routes';
import { registerSavedMixRoutes } from '../saved-mixes/saved-mix-routes';

interface AudioRouteDependencies {
  audio: AudioHandlers;
  files: AudioFileHandlers;
  savedMixes: SavedMixHandlers;
  tokenVerifier: TokenVerifier;
  entitlements: EntitlementClient;
}

/**
 * The audio API: the catalogue and the spec's list calls are public (what a guest may play is decided by
 * the files themselves), the calming audio of a state needs sign-in (spec §6), saved mixes need Premium.
 */
export function registerAudioRoutes(app: Express, dependencies: AudioRouteDependencies): void {
  const { audio, entitlements } = dependencies;
  const viewer = optionalUser(dependencies.tokenVerifier);

  const viewerOf = async (response: Response): Promise<AudioViewer> => {
    const { user } = response.locals;
    if (user === undefined) return { signedIn: false, premium: false };
    return { signedIn: true, premium: await entitlements.hasPremium(user.id) };
  };

  // The fixed paths first: `/api/audio/:mood` would otherwise take "files", "catalogue" and "mixes" for states.
  registerAudioFileRoute(app, dependencies.files);
  registerSavedMixRoutes(app, { ...dependencies, handlers: dependencies.savedMixes });

  app.get('/api/audio/catalogue', viewer, async (request, response) => {
    const { lang } = parseQuery(contentLanguageQuerySchema, request);
    response.json(await audio.catalogue(lang, await viewerOf(response)));
  });

  app.get('/api/music', viewer, async (request, response) => {
    const { names } = parseQuery(audioNamesQuerySchema, request);
    const { lang } = parseQuery(contentLanguageQuerySchema, request);
    response.json(await audio.music(names, lang, await viewerOf(response)));
  });

  app.get('/api/audio-techniques', viewer, async (request, response) => {
    const { names } = parseQuery(audioNamesQuerySchema, request);
    const { lang } = parseQuery(contentLanguageQuerySchema, request);
    response.json(await audio.techniqueAudio(names, lang, await viewerOf(response)));
  });

  app.get('/api/audio/:mood', viewer, (request, response) => {
    if (response.locals.user === undefined) throw unauthorized('Log in to listen to calming audio');
    const { lang } = parseQuery(contentLanguageQuerySchema, request);
    response.json(audio.moodAudio(String(request.params.mood), lang));
  });
}
