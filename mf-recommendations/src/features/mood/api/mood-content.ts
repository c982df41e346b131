import { apiRequest } from '@steady/api-client';
import { moodContentSchema, type Language, type Mood, type MoodContent } from '@steady/contracts';

/** `GET /api/content/{mood}?lang=`: premium steps arrive only when the server finds an active subscription. */
export function fetchMoodContent(mood: Mood, language: Language, signal: AbortSignal): Promise<MoodContent> {
  return apiRequest(`/content/${mood}?lang=${language}`, { schema: moodContentSchema, signal });
}
