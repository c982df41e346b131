import { authCommands, themeChannel, themeCommands, useChannel } from '@steady/bus';
import type { ThemeChoice } from '@steady/contracts';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { saveThemeChoice } from '../api/theme-api';

/**
 * The chosen theme: applied at once on this device (every app repaints through the `theme` channel), then
 * saved to the account so the user's other devices follow.
 */
export function useThemeChoice() {
  const theme = useChannel(themeChannel);
  const save = useFormSubmission();

  const choose = (next: ThemeChoice) => {
    themeCommands.choose(next);
    return save.submit(async () => {
      const saved = await saveThemeChoice(next);
      // The profile in the auth channel carries the account's theme; keep it in step so it is not re-applied.
      authCommands.profileChanged({ theme: saved.theme });
    });
  };

  return { theme, save, choose };
}
