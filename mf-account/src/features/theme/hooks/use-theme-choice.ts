import { useState } from 'react';
import { authCommands, themeChannel, themeCommands, useChannel } from '@steady/bus';
import type { ThemeChoice } from '@steady/contracts';
import { saveThemeChoice } from '../api/theme-api';

export type ThemeSaveStatus = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; error: unknown };

/**
 * The chosen theme: applied at once on this device (every app repaints through the `theme` channel), then
 * saved to the account so the user's other devices follow.
 */
export function useThemeChoice() {
  const theme = useChannel(themeChannel);
  const [save, setSave] = useState<ThemeSaveStatus>({ status: 'idle' });

  const choose = async (next: ThemeChoice) => {
    themeCommands.choose(next);
    setSave({ status: 'saving' });
    try {
      const saved = await saveThemeChoice(next);
      // The profile in the auth channel carries the account's theme; keep it in step so it is not re-applied.
      authCommands.profileChanged({ theme: saved.theme });
      setSave({ status: 'saved' });
    } catch (error) {
      setSave({ status: 'failed', error });
    }
  };

  return { theme, save, choose };
}
