import type { UserSettings } from '@steady/contracts';
import type { AuthContext } from '../context';

export function getSettings(context: AuthContext, userId: string): Promise<UserSettings> {
  return context.store.settings.find(userId);
}

/** A new day start applies to what happens from now on; days already counted keep their day. */
export async function saveSettings(
  context: AuthContext,
  userId: string,
  settings: UserSettings,
): Promise<UserSettings> {
  await context.store.settings.save(userId, settings, context.now().toISOString());
  return settings;
}
