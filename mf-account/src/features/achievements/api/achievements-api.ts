import { apiRequest, readerTimeZone } from '@steady/api-client';
import {
  achievementsResponseSchema,
  userSettingsSchema,
  type AchievementsResponse,
  type UserSettings,
} from '@steady/contracts';

export function fetchAchievements(signal: AbortSignal): Promise<AchievementsResponse> {
  const timeZone = readerTimeZone();
  const query = timeZone ? `?${new URLSearchParams({ timeZone })}` : '';
  return apiRequest(`/user/achievements${query}`, { schema: achievementsResponseSchema, signal });
}

export const fetchSettings = (signal: AbortSignal): Promise<UserSettings> =>
  apiRequest('/user/settings', { schema: userSettingsSchema, signal });

export const saveSettings = (settings: UserSettings): Promise<UserSettings> =>
  apiRequest('/user/settings', { method: 'PUT', body: settings, schema: userSettingsSchema });
