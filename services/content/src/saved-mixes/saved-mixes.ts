import { randomUUID } from 'node:crypto';
import { maximumSavedMixes, type SaveMixRequest, type SavedMix } from '@steady/contracts';
import { badRequest, conflict, notFound } from '@steady/service-common';
import type { AudioLibrary } from '../audio/load-audio-library';
import type { SavedMixRepository } from './saved-mixes-repository';

/** A premium user's own mixer settings; the routes check sign-in and Premium. */
export interface SavedMixHandlers {
  list(userId: string): Promise<SavedMix[]>;
  save(userId: string, request: SaveMixRequest): Promise<SavedMix>;
  delete(userId: string, id: string): Promise<void>;
}

const mixLimitMessage = `You can keep up to ${maximumSavedMixes} mixes. Delete one to save another.`;

export function createSavedMixHandlers(
  library: AudioLibrary,
  mixes: SavedMixRepository,
  now: () => Date = () => new Date(),
): SavedMixHandlers {
  function checkTracks(request: SaveMixRequest): void {
    const trackIds = request.tracks.map((track) => track.trackId);
    const unknown = trackIds.filter((id) => library.tracksById.get(id)?.kind !== 'ambient');
    if (unknown.length > 0) {
      throw badRequest(`Unknown sounds: ${[...new Set(unknown)].join(', ')}`, { reason: 'unknown_sound' });
    }
    const repeated = trackIds.filter((id, index) => trackIds.indexOf(id) !== index);
    if (repeated.length > 0) {
      throw badRequest(`A mix uses each sound once: ${[...new Set(repeated)].join(', ')} appears twice.`, {
        reason: 'mix_sound_repeated',
      });
    }
  }

  return {
    list: (userId) => mixes.listByUser(userId),

    async save(userId, request) {
      checkTracks(request);
      // Counted then inserted: two saves at the very same moment could end one over the limit, which is harmless.
      if ((await mixes.countByUser(userId)) >= maximumSavedMixes)
        throw conflict(mixLimitMessage, { reason: 'saved_mix_limit_reached' });
      const mix: SavedMix = {
        id: randomUUID(),
        name: request.name,
        tracks: request.tracks,
        createdAt: now().toISOString(),
      };
      await mixes.save(userId, mix);
      return mix;
    },

    async delete(userId, id) {
      // Someone else's mix is answered exactly like a missing one, so ids reveal nothing.
      if (!(await mixes.delete(userId, id)))
        throw notFound('There is no saved mix with this id.', { reason: 'saved_mix_not_found' });
    },
  };
}
