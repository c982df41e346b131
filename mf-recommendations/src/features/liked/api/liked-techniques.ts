import { apiRequest } from '@steady/api-client';
import { techniqueListSchema, type Language, type TechniqueEntry } from '@steady/contracts';
import { fetchLikedTechniqueIds } from '../../likes';

/** The techniques endpoint takes at most this many ids per call. */
const idsPerRequest = 100;

interface LikedTechniques {
  ids: string[];
  techniques: TechniqueEntry[];
}

function fetchTechniques(ids: string[], language: Language, signal: AbortSignal): Promise<TechniqueEntry[]> {
  const query = new URLSearchParams({ ids: ids.join(','), lang: language });
  return apiRequest(`/content/techniques?${query.toString()}`, { schema: techniqueListSchema, signal }).then(
    (list) => list.techniques,
  );
}

/**
 * The signed-in user's liked ids, then those techniques in the reader's language (the server falls
 * back to Russian where a translation is missing, spec §9), most recently liked first.
 */
export async function fetchLikedTechniques(
  language: Language,
  signal: AbortSignal,
): Promise<LikedTechniques> {
  const ids = await fetchLikedTechniqueIds(signal);
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += idsPerRequest) {
    batches.push(ids.slice(start, start + idsPerRequest));
  }
  const techniques = await Promise.all(batches.map((batch) => fetchTechniques(batch, language, signal)));
  return { ids, techniques: techniques.flat() };
}
