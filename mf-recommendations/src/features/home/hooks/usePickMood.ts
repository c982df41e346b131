import type { Mood } from '@steady/contracts';
import { userStateActions } from '@steady/user-state';
import { useViewer } from '@steady/bus';
import { saveMood } from '../api/save-mood';

/**
 * Picking a state (spec §4): it becomes `currentMood` at once; for a signed-in user it is also saved to
 * their history in the background. That save must never stand between the user and their techniques,
 * so its failure is logged and otherwise ignored.
 */
export function usePickMood() {
  const { signedIn } = useViewer();
  return (mood: Mood) => {
    userStateActions.setCurrentMood(mood);
    if (signedIn) {
      saveMood(mood).catch((error: unknown) => console.warn('[steady] the mood pick was not saved', error));
    }
  };
}
