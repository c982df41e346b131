import {
  maxXpPerCompletion,
  type ClaimGuestProgressRequest,
  type Progress,
  type UpdateXpRequest,
  type UpdateXpResponse,
} from '@steady/contracts';
import { conflict } from '@steady/service-common';
import { addExperience, initialProgress } from '@steady/domain';
import { findAccount } from './accounts';
import type { AuthContext } from './context';
import { recordTechniqueUse } from './history';

/** Enough for every technique in the catalogue many times over; keeps one row from growing without end. */
export const maxCompletedTechniques = 500;
export const maxBadges = 100;
/** "Right after sign-up": the device's guest progress can be offered to an account only this long. */
export const guestClaimWindowMs = 24 * 60 * 60 * 1000;

export const progressMessages = {
  alreadyClaimed: 'This account has already taken over the progress from a device',
  claimTooLate: 'Progress from a device can only be added on the day the account was created',
} as const;

/** Adds ids not held yet, keeping the newest when the list is full. */
function mergeIds(held: readonly string[], added: readonly string[], maximum: number): string[] {
  const merged = [...held];
  for (const id of added) if (!merged.includes(id)) merged.push(id);
  return merged.slice(-maximum);
}

export async function getProgress(context: AuthContext, userId: string): Promise<Progress> {
  return (await context.store.progress.find(userId)) ?? initialProgress;
}

/**
 * `POST /api/user/update-xp`: the spec §4 XP rule applied on the server (the request's XP is already capped
 * by the schema), the technique added to the completed list and to the history.
 */
export async function updateXp(
  context: AuthContext,
  userId: string,
  request: UpdateXpRequest,
): Promise<UpdateXpResponse> {
  const now = context.now();
  return context.store.transaction(async ({ progress, history }) => {
    const current = (await progress.find(userId, { lock: true })) ?? initialProgress;
    const { progress: next, levelReached } = addExperience(current, request.xp);
    const techniqueId = request.techniqueId?.trim();
    const updated: Progress = techniqueId
      ? {
          ...next,
          completedTechniques: mergeIds(next.completedTechniques, [techniqueId], maxCompletedTechniques),
        }
      : next;
    await progress.save(userId, updated, now.toISOString());
    if (techniqueId) {
      await recordTechniqueUse(
        history,
        userId,
        { techniqueId, mood: request.mood, xpEarned: request.xp },
        now,
      );
    }
    return { ...updated, levelReached };
  });
}

/**
 * `POST /api/user/claim-guest-progress`, once per account and only on its first day: the device's history is
 * replayed through the XP rule (each entry capped like a live completion) and stored as history; completed
 * techniques and badges are merged. The device's own level and XP numbers are not trusted.
 */
export async function claimGuestProgress(
  context: AuthContext,
  userId: string,
  request: ClaimGuestProgressRequest,
): Promise<Progress> {
  const now = context.now();
  const account = await findAccount(context, userId);
  if (account.guest_progress_claimed_at !== null)
    throw conflict(progressMessages.alreadyClaimed, { reason: 'guest_progress_already_claimed' });
  if (now.getTime() - Date.parse(account.created_at) > guestClaimWindowMs) {
    throw conflict(progressMessages.claimTooLate, { reason: 'guest_progress_claim_too_late' });
  }
  const entries = request.history
    .map((entry) => ({ ...entry, time: Math.min(Date.parse(entry.timestamp), now.getTime()) }))
    .sort((first, second) => first.time - second.time);

  return context.store.transaction(async ({ users, progress, history }) => {
    if (!(await users.markGuestProgressClaimed(userId, now.toISOString()))) {
      throw conflict(progressMessages.alreadyClaimed, { reason: 'guest_progress_already_claimed' });
    }
    let merged = (await progress.find(userId, { lock: true })) ?? initialProgress;
    for (const entry of entries) {
      const xpEarned = Math.min(entry.xpEarned, maxXpPerCompletion);
      merged = addExperience(merged, xpEarned).progress;
      await history.insert({
        userId,
        recordedAt: new Date(entry.time).toISOString(),
        state: entry.mood,
        techniques: [entry.techniqueId],
        effectiveness: null,
        xpEarned,
      });
    }
    merged = {
      ...merged,
      completedTechniques: mergeIds(
        merged.completedTechniques,
        [...request.progress.completedTechniques, ...entries.map((entry) => entry.techniqueId)],
        maxCompletedTechniques,
      ),
      badges: mergeIds(merged.badges, request.progress.badges, maxBadges),
    };
    await progress.save(userId, merged, now.toISOString());
    return merged;
  });
}
