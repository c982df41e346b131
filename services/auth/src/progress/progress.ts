import {
  defaultTimeZone,
  type ClaimGuestProgressRequest,
  type Progress,
  type UpdateXpRequest,
  type UpdateXpResponse,
} from '@steady/contracts';
import { initialProgress, techniqueFactsOf } from '@steady/domain';
import { conflict } from '@steady/service-common';
import { findAccount } from '../accounts/accounts';
import { awardBadges } from './badges';
import { knownTechnique, maxCompletedTechniques, mergeIds, recordCompletion } from './completions';
import type { AuthContext } from '../context';

/** "Right after sign-up": the device's guest progress can be offered to an account only this long. */
export const guestClaimWindowMs = 24 * 60 * 60 * 1000;

const progressMessages = {
  alreadyClaimed: 'This account has already taken over the progress from a device',
  claimTooLate: 'Progress from a device can only be added on the day the account was created',
} as const;

export async function getProgress(context: AuthContext, userId: string): Promise<Progress> {
  return (await context.store.progress.find(userId)) ?? initialProgress;
}

/**
 * `POST /api/user/update-xp`: a finished technique under the one XP rule (see `recordCompletion`), then the
 * badges it earned. Billing is asked before the transaction, so no lock waits on the network.
 */
export async function updateXp(
  context: AuthContext,
  userId: string,
  request: UpdateXpRequest,
): Promise<UpdateXpResponse> {
  knownTechnique(request.techniqueId);
  const premium = await context.entitlements.hasPremium(userId);
  const now = context.now();
  return context.store.transaction(async (repositories) => {
    const current = (await repositories.progress.find(userId, { lock: true })) ?? initialProgress;
    const recorded = await recordCompletion(repositories, userId, current, {
      techniqueId: request.techniqueId,
      mood: request.mood ?? null,
      at: now,
      timeZone: request.timeZone ?? defaultTimeZone,
      premium,
      history: 'sitting',
    });
    const { progress, earned } = await awardBadges(repositories, userId, recorded.progress);
    await repositories.progress.save(userId, progress, now.toISOString());
    return {
      ...progress,
      levelReached: recorded.levelReached,
      xpEarned: recorded.reward.xpEarned,
      premiumBonus: recorded.reward.premiumBonus,
      limitReached: recorded.reward.limitReached,
      badgesEarned: earned,
      historyRecordId: String(recorded.historyRecordId),
    };
  });
}

/**
 * `POST /api/user/claim-guest-progress`, once per account and only on its first day: the device's history is
 * replayed through the one XP rule (catalogue XP, the daily limit per technique; entries naming no known
 * technique are left out) and stored as history. Known completed techniques are merged; badges are earned
 * from the replayed records, not taken from the device, and neither are its level and XP numbers.
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
    .filter((entry) => techniqueFactsOf(entry.techniqueId) !== undefined)
    .map((entry) => ({ ...entry, time: Math.min(Date.parse(entry.timestamp), now.getTime()) }))
    .sort((first, second) => first.time - second.time);

  return context.store.transaction(async (repositories) => {
    if (!(await repositories.users.markGuestProgressClaimed(userId, now.toISOString()))) {
      throw conflict(progressMessages.alreadyClaimed, { reason: 'guest_progress_already_claimed' });
    }
    let merged = (await repositories.progress.find(userId, { lock: true })) ?? initialProgress;
    for (const entry of entries) {
      const recorded = await recordCompletion(repositories, userId, merged, {
        techniqueId: entry.techniqueId,
        mood: entry.mood,
        at: new Date(entry.time),
        timeZone: request.timeZone ?? defaultTimeZone,
        premium: false,
        history: 'ownRecord',
      });
      merged = recorded.progress;
    }
    merged = {
      ...merged,
      completedTechniques: mergeIds(
        merged.completedTechniques,
        request.progress.completedTechniques.filter((id) => techniqueFactsOf(id) !== undefined),
        maxCompletedTechniques,
      ),
    };
    const { progress } = await awardBadges(repositories, userId, merged);
    await repositories.progress.save(userId, progress, now.toISOString());
    return progress;
  });
}
