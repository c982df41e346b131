import type { Language, Mood } from '@steady/contracts';
import { prefetchMoodContent } from './api/mood-content';
import { loadMoodPage } from './load-mood-page';

/**
 * Fetches a state page's code and its content in parallel as soon as the reader reaches for its tile,
 * instead of the code, then the page, then its request, one after another.
 */
export function prefetchMoodPage(mood: Mood, language: Language): void {
  void loadMoodPage().catch(() => undefined); // a failed load is tried again when the page opens
  prefetchMoodContent(mood, language);
}
