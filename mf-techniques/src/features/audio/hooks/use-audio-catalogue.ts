import { authChannel, useChannel } from '@steady/bus';
import { useLanguage, useResource } from '@steady/app-frame';
import { fetchAudioCatalogue } from '../api/audio-api';

/**
 * The audio catalogue in the reader's language, loaded again on sign-in, sign-out or a new subscription,
 * because what is locked and which files come signed depend on the viewer.
 */
export function useAudioCatalogue(premium: boolean) {
  const [language] = useLanguage();
  const { token } = useChannel(authChannel);
  return useResource([language, token ?? 'guest', premium].join('|'), (signal) =>
    fetchAudioCatalogue(language, signal),
  );
}
