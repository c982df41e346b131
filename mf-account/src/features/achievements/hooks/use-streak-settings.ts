import { useState } from 'react';
import type { UserSettings } from '@steady/contracts';
import { useLoadedData } from '@steady/ui';
import { fetchSettings, saveSettings } from '../api/achievements-api';

export type SaveStatus = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; error: unknown };

/** The day start and "hide streaks" settings; each change is saved at once, then `onSaved` runs. */
export function useStreakSettings(onSaved: () => void) {
  const loaded = useLoadedData('settings', fetchSettings);
  const [saved, setSaved] = useState<UserSettings | null>(null);
  const [save, setSave] = useState<SaveStatus>({ status: 'idle' });
  const settings = saved ?? (loaded.status === 'ready' ? loaded.data : null);

  const change = async (next: UserSettings) => {
    setSaved(next);
    setSave({ status: 'saving' });
    try {
      setSaved(await saveSettings(next));
      setSave({ status: 'saved' });
      onSaved();
    } catch (error) {
      setSave({ status: 'failed', error });
    }
  };

  return { loaded, settings, save, change };
}
