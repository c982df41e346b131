import { apiRequest } from '@steady/api-client';
import type { Mood, SaveMoodRequest } from '@steady/contracts';

/** `POST /api/user/save-mood` (spec §7): a signed-in user's mood pick, kept in their history. */
export async function saveMood(mood: Mood): Promise<void> {
  const body: SaveMoodRequest = { mood };
  await apiRequest('/user/save-mood', { method: 'POST', body });
}
