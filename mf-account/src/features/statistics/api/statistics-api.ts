import { apiRequest, readerTimeZone } from '@steady/api-client';
import { statsResponseSchema, type StatsRange, type StatsResponse } from '@steady/contracts';

export function fetchStatistics(range: StatsRange, signal: AbortSignal): Promise<StatsResponse> {
  const query = new URLSearchParams({ range });
  const timeZone = readerTimeZone();
  if (timeZone) query.set('timeZone', timeZone);
  return apiRequest(`/stats?${query}`, { schema: statsResponseSchema, signal });
}
