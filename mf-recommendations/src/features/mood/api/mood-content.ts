import { apiRequest } from '@steady/api-client';
import { authChannel } from '@steady/bus';
import { moodContentSchema, type Language, type Mood, type MoodContent } from '@steady/contracts';

/** How long an answer asked for ahead (a tile under the pointer) waits to be used before it is dropped. */
const prefetchLifetimeMs = 10_000;
const prefetched = new Map<string, Promise<MoodContent>>();

// Who asks matters: the server unlocks premium steps for a subscriber's token only.
const prefetchKey = (mood: Mood, language: Language) =>
  `${mood}|${language}|${authChannel.get().token ?? ''}`;

/**
 * Starts loading a state's content before the page asks for it, when the reader is about to open it (a
 * tile hovered, focused or pressed), so the page finds the answer on its way.
 */
export function prefetchMoodContent(mood: Mood, language: Language): void {
  const key = prefetchKey(mood, language);
  if (prefetched.has(key)) return;
  const request = apiRequest(`/content/${mood}?lang=${language}`, { schema: moodContentSchema });
  // A failed prefetch is only a missed head start: the page asks again and shows that error itself.
  request.catch(() => prefetched.delete(key));
  prefetched.set(key, request);
  setTimeout(() => prefetched.delete(key), prefetchLifetimeMs);
}

/** `GET /api/content/{mood}?lang=`: premium steps arrive only when the server finds an active subscription. */
export function fetchMoodContent(mood: Mood, language: Language, signal: AbortSignal): Promise<MoodContent> {
  const key = prefetchKey(mood, language);
  const ahead = prefetched.get(key);
  if (ahead) {
    prefetched.delete(key);
    return ahead;
  }
  return apiRequest(`/content/${mood}?lang=${language}`, { schema: moodContentSchema, signal });
}
