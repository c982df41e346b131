import { apiRequest, apiWrite, type WriteOutcome } from '@steady/api-client';
import {
  historyListResponseSchema,
  ratedHistoryRecordSchema,
  techniqueListSchema,
  type Effectiveness,
  type HistoryRecord,
  type Language,
  type RatedHistoryRecord,
} from '@steady/contracts';

export const fetchHistory = async (): Promise<HistoryRecord[]> =>
  (await apiRequest('/user/history', { schema: historyListResponseSchema })).records;

/** Offline, the rating is kept on the device and sent once the connection returns. */
export const rateHistoryRecord = (
  id: string,
  effectiveness: Effectiveness,
): Promise<WriteOutcome<RatedHistoryRecord>> =>
  apiWrite(`/user/history/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { effectiveness },
    schema: ratedHistoryRecordSchema,
  });

/** The content service asks for at most this many technique ids at once. */
const maxTechniqueIdsPerRequest = 100;

/** Technique names in the reader's language, by id, from the content catalogue. */
export async function fetchTechniqueNames(
  ids: readonly string[],
  language: Language,
): Promise<Map<string, string>> {
  const query = new URLSearchParams({
    ids: ids.slice(0, maxTechniqueIdsPerRequest).join(','),
    lang: language,
  });
  const { techniques } = await apiRequest(`/content/techniques?${query}`, { schema: techniqueListSchema });
  return new Map(techniques.map((technique) => [technique.id, technique.name]));
}
