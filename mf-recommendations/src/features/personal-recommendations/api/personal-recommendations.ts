import { apiRequest } from '@steady/api-client';
import {
  personalRecommendationsResponseSchema,
  type Mood,
  type PersonalRecommendationsResponse,
} from '@steady/contracts';

/** `GET /api/recommendations/personal?mood=`: the premium user's own best techniques for this state. */
export function fetchPersonalRecommendations(
  mood: Mood,
  signal: AbortSignal,
): Promise<PersonalRecommendationsResponse> {
  return apiRequest(`/recommendations/personal?mood=${mood}`, {
    schema: personalRecommendationsResponseSchema,
    signal,
  });
}
