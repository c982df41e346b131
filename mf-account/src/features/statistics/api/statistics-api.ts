import { apiRequest, readerTimeZone } from '@steady/api-client';
import {
  statsResponseSchema,
  type SinceDoseStats,
  type StatsRange,
  type StatsResponse,
} from '@steady/contracts';
import { sinceDoseStatsSchema } from '@steady/contracts/medications';

function rangeQuery(range: StatsRange): URLSearchParams {
  const query = new URLSearchParams({ range });
  const timeZone = readerTimeZone();
  if (timeZone) query.set('timeZone', timeZone);
  return query;
}

export function fetchStatistics(range: StatsRange, signal: AbortSignal): Promise<StatsResponse> {
  return apiRequest(`/stats?${rangeQuery(range)}`, { schema: statsResponseSchema, signal });
}

/** States and check-ins by hours since the last dose, over the same range as the rest of the page. */
export function fetchSinceDose(range: StatsRange, signal: AbortSignal): Promise<SinceDoseStats> {
  return apiRequest(`/stats/since-dose?${rangeQuery(range)}`, { schema: sinceDoseStatsSchema, signal });
}
