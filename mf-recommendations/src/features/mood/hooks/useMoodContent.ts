import type { Mood } from '@steady/contracts';
import { useLanguage, useResource } from '@steady/app-frame';
import { useViewer } from '@steady/bus';
import { fetchMoodContent } from '../api/mood-content';

/**
 * A state's content in the reader's language. It is loaded again when the language changes and when
 * someone signs in or out or subscribes, because what the server unlocks depends on the viewer.
 */
export function useMoodContent(mood: Mood) {
  const [language] = useLanguage();
  const { token, premium } = useViewer();
  const key = [mood, language, token ?? 'guest', premium].join('|');
  return useResource(key, (signal) => fetchMoodContent(mood, language, signal));
}
