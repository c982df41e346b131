import { z } from 'zod';
import { forbidden, notFound } from '@steady/service-common';
import type { AudioUrlSigner } from './audio-url-signer';
import type { AudioLibrary } from '../audio/load-audio-library';

/** A file the route may send, and how long it may be cached. */
export interface ServableAudioFile {
  directory: string;
  fileName: string;
  mediaType: string;
  cacheControl: string;
}

export interface AudioFileHandlers {
  /** The file behind a public name, if the request may have it; `query` holds a premium file's signature. */
  open(publicName: string, query: unknown): Promise<ServableAudioFile>;
}

const premiumAudioMessage = 'This sound is part of Premium.';
export const unknownSoundMessage = 'There is no such sound. It may have been updated; reload the page.';

/** A public name changes whenever the recording does, so a free file never goes stale. */
const freeCacheControl = 'public, max-age=31536000, immutable';

const signedQuerySchema = z.object({ expires: z.string(), signature: z.string() });

export function createAudioFileHandlers(library: AudioLibrary, signer: AudioUrlSigner): AudioFileHandlers {
  return {
    async open(publicName, query) {
      // Only names the loader fingerprinted exist: nothing the client writes can reach another path.
      const file = library.filesByPublicName.get(publicName);
      if (!file) throw notFound(unknownSoundMessage, { reason: 'unknown_sound' });
      const served = { directory: library.directory, fileName: file.fileName, mediaType: file.mediaType };
      if (!file.premium) return { ...served, cacheControl: freeCacheControl };
      const signed = signedQuerySchema.safeParse(query);
      const secondsLeft = signed.success
        ? await signer.secondsLeft(publicName, signed.data.expires, signed.data.signature)
        : undefined;
      if (secondsLeft === undefined) throw forbidden(premiumAudioMessage, { reason: 'premium_required' });
      // Never a shared cache: the address is one premium viewer's, and it stops playing when it expires.
      return { ...served, cacheControl: `private, max-age=${secondsLeft}` };
    },
  };
}
