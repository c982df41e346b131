import { useState } from 'react';
import type { UserSettings } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { fetchSettings, saveSettings } from '../api/achievements-api';

/** The day start and "hide streaks" settings; each change is saved at once, then `onSaved` runs. */
export function useStreakSettings(onSaved: () => void) {
  const loaded = useResource('settings', fetchSettings);
  const [saved, setSaved] = useState<UserSettings | null>(null);
  const save = useFormSubmission();
  const settings = saved ?? (loaded.status === 'ready' ? loaded.data : null);

  const change = async (next: UserSettings) => {
    setSaved(next);
    if (await save.submit(async () => setSaved(await saveSettings(next)))) onSaved();
  };

  return { loaded, settings, save, change };
}
