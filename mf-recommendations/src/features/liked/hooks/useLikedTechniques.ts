import { useLanguage, useResource } from '@steady/app-frame';
import { useShareLikedIds } from '../../likes';
import { fetchLikedTechniques } from '../api/liked-techniques';

/**
 * The signed-in user's liked techniques in the reader's language. The list is the one loaded: a
 * technique unliked here stays until the next visit, so a slip of the finger can be undone in place.
 */
export function useLikedTechniques(userId: string) {
  const [language] = useLanguage();
  const shareLikedIds = useShareLikedIds();
  return useResource(`${userId}|${language}`, async (signal) => {
    const liked = await fetchLikedTechniques(language, signal);
    // Shared before the list renders, so its like buttons know their state without asking again.
    shareLikedIds(userId, liked.ids);
    return liked;
  });
}
