import { apiRequest } from '@steady/api-client';
import { authChannel } from '@steady/bus';
import { maxXpPerCompletion, updateXpResponseSchema } from '@steady/contracts';
import { userStateActions, userStateChannel } from './channel';

export interface CompletionResult {
  /** Signed-in users earn XP on the server; guests keep it on this device until they register. */
  signedIn: boolean;
  xpEarned: number;
  levelReached: number | null;
}

/**
 * Spec §4 "Technique completion": the one way every remote records a finished technique. Signed in,
 * the server applies the XP rule and the local state mirrors it; a guest's progress stays local (it is
 * offered to the account on sign-up). Rejects with the API error when the server refuses.
 */
export async function recordTechniqueCompletion(techniqueId: string, xp: number): Promise<CompletionResult> {
  const xpEarned = Math.min(Math.max(0, Math.floor(xp)), maxXpPerCompletion);
  const mood = userStateChannel.get().currentMood;

  if (!authChannel.get().isAuthenticated) {
    const levelReached = userStateActions.completeTechnique(techniqueId, xpEarned);
    userStateActions.addToHistory({ techniqueId, mood, xpEarned });
    return { signedIn: false, xpEarned, levelReached };
  }

  const { levelReached, ...progress } = await apiRequest('/user/update-xp', {
    method: 'POST',
    body: { xp: xpEarned, techniqueId, ...(mood ? { mood } : {}) },
    schema: updateXpResponseSchema,
  });
  userStateActions.replaceProgress(progress);
  userStateActions.addToHistory({ techniqueId, mood, xpEarned });
  return { signedIn: true, xpEarned, levelReached };
}
