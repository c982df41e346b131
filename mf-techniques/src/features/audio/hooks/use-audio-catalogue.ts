import { useEffect } from 'react';
import { authChannel, useChannel } from '@steady/bus';
import { useLanguage, useResource } from '@steady/app-frame';
import { fetchAudioCatalogue } from '../api/audio-api';
import { addressesOf } from '../engine/playable-file';
import { keepAddressesFresh } from '../engine/signed-addresses';

/**
 * The audio catalogue in the reader's language, loaded again on sign-in, sign-out or a new subscription,
 * because what is locked and which files come signed depend on the viewer. While the page is open its
 * signed addresses are renewed before they expire (see signed-addresses), without rendering anything.
 */
export function useAudioCatalogue(premium: boolean) {
  const [language] = useLanguage();
  const { token } = useChannel(authChannel);
  const catalogue = useResource([language, token ?? 'guest', premium].join('|'), (signal) =>
    fetchAudioCatalogue(language, signal),
  );
  const tracks = catalogue.status === 'ready' ? catalogue.data.tracks : undefined;
  useEffect(() => {
    if (tracks === undefined) return undefined;
    return keepAddressesFresh(tracks.flatMap(addressesOf), async (signal) =>
      (await fetchAudioCatalogue(language, signal)).tracks.flatMap(addressesOf),
    );
  }, [tracks, language]);
  return catalogue;
}
