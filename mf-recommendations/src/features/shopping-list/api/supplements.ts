import { apiRequest } from '@steady/api-client';
import { supplementListSchema, type Language, type SupplementList } from '@steady/contracts';

export function fetchSupplements(language: Language, signal: AbortSignal): Promise<SupplementList> {
  return apiRequest(`/content/supplements?lang=${language}`, { schema: supplementListSchema, signal });
}
