import { apiWrite, readerTimeZone } from '@steady/api-client';
import { authChannel } from '@steady/bus';
import { maxXpPerCompletion, updateXpResponseSchema, type UpdateXpRequest } from '@steady/contracts';
import { userStateActions, userStateChannel } from './channel';

export interface CompletionResult {
  /** Signed-in users earn XP on the server; guests keep it on this device until they register. */
  signedIn: boolean;
  /** The technique's own XP. */
  xpEarned: number;
  /** What Premium added on top ("+15 XP (+7 Premium)!"). */
  premiumBonus: number;
  /** The technique already earned XP the most times allowed today: this time it earned nothing. */
  limitReached: boolean;
  levelReached: number | null;
  /** Badges this completion earned, to announce once. */
  badgesEarned: string[];
  /** Signed in: the history sitting the completion went into, which "did this help?" rates. */
  historyRecordId?: string;
  /**
   * Signed in but offline: kept on this device and sent when the connection returns; the server decides
   * then what it earns (so `xpEarned` is what the page claimed).
   */
  savedOffline?: true;
  /** Saved offline: the kept completion's Idempotency-Key, which a rating made before it is sent waits for. */
  keptCompletionKey?: string;
}

/**
 * Spec §4 "Technique completion": the one way every remote records a finished technique. Signed in,
 * the server applies the XP rule (premium bonus, daily limit) and the local state mirrors it; a guest's
 * progress stays local (it is offered to the account on sign-up). Offline it is kept on the device and
 * sent when the connection returns. Rejects with the API error when the server refuses.
 */
export async function recordTechniqueCompletion(techniqueId: string, xp: number): Promise<CompletionResult> {
  const xpClaimed = Math.min(Math.max(0, Math.floor(xp)), maxXpPerCompletion);
  const mood = userStateChannel.get().currentMood;

  if (!authChannel.get().isAuthenticated) {
    const levelReached = userStateActions.completeTechnique(techniqueId, xpClaimed);
    userStateActions.addToHistory({ techniqueId, mood, xpEarned: xpClaimed });
    return {
      signedIn: false,
      xpEarned: xpClaimed,
      premiumBonus: 0,
      limitReached: false,
      levelReached,
      badgesEarned: [],
    };
  }

  const timeZone = readerTimeZone();
  const request: UpdateXpRequest = {
    techniqueId,
    ...(mood ? { mood } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
  // Offline, or after the session ended under the user, the write is kept and sent later, once.
  const outcome = await apiWrite('/user/update-xp', {
    method: 'POST',
    body: request,
    schema: updateXpResponseSchema,
  });
  if (outcome.status === 'savedOffline') {
    userStateActions.addToHistory({ techniqueId, mood, xpEarned: xpClaimed });
    return {
      signedIn: true,
      xpEarned: xpClaimed,
      premiumBonus: 0,
      limitReached: false,
      levelReached: null,
      badgesEarned: [],
      savedOffline: true,
      keptCompletionKey: outcome.key,
    };
  }
  const { levelReached, xpEarned, premiumBonus, limitReached, badgesEarned, historyRecordId, ...progress } =
    outcome.answer;
  userStateActions.replaceProgress(progress);
  userStateActions.addToHistory({ techniqueId, mood, xpEarned: xpEarned + premiumBonus });
  return {
    signedIn: true,
    xpEarned,
    premiumBonus,
    limitReached,
    levelReached,
    badgesEarned,
    ...(historyRecordId === undefined ? {} : { historyRecordId }),
  };
}
