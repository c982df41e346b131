import type { Language, Mood } from '@steady/contracts';
import { prefetchMoodContent } from './api/mood-content';

/**
 * Fetches a state page's code and its content in parallel as soon as the reader reaches for its tile,
 * instead of the code, then the page, then its request, one after another.
 */
export function prefetchMoodPage(mood: Mood, language: Language): void {
  void import('./components/MoodPage');
  prefetchMoodContent(mood, language);
}
