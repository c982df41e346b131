import type { AchievementsResponse, Progress } from '@steady/contracts';
import {
  addDays,
  badgeStandings,
  initialProgress,
  localDayOf,
  newlyEarnedBadges,
  recentActivity,
  streakWindowDays,
  type BadgeId,
} from '@steady/domain';
import type { AuthRepositories } from '../database/auth-store';
import type { AuthContext } from '../context';

/**
 * Checks every badge rule against the user's records (inside the caller's transaction, so the write that
 * just happened counts) and adds the ones now met. Badges are only ever added.
 */
export async function awardBadges(
  repositories: AuthRepositories,
  userId: string,
  progress: Progress,
): Promise<{ progress: Progress; earned: BadgeId[] }> {
  const facts = { ...(await repositories.badgeFacts.factsFor(userId)), level: progress.level };
  const earned = newlyEarnedBadges(progress.badges, facts);
  return {
    progress: earned.length === 0 ? progress : { ...progress, badges: [...progress.badges, ...earned] },
    earned,
  };
}

/** After a write that does not otherwise touch progress (journal, a rating): awards and saves new badges. */
export async function awardBadgesAfterWrite(context: AuthContext, userId: string): Promise<BadgeId[]> {
  return context.store.transaction(async (repositories) => {
    const current = (await repositories.progress.find(userId, { lock: true })) ?? initialProgress;
    const { progress, earned } = await awardBadges(repositories, userId, current);
    if (earned.length > 0) await repositories.progress.save(userId, progress, context.now().toISOString());
    return earned;
  });
}

/** `GET /api/user/achievements`: every badge (held, or how far along) and the active days of the last week. */
export async function getAchievements(
  context: AuthContext,
  userId: string,
  timeZone: string,
): Promise<AchievementsResponse> {
  const { store } = context;
  const settings = await store.settings.find(userId);
  const progress = (await store.progress.find(userId)) ?? initialProgress;
  const facts = { ...(await store.badgeFacts.factsFor(userId)), level: progress.level };
  const today = localDayOf(context.now(), timeZone, settings.dayStartHour);
  const activeDays = await store.badgeFacts.activeDays(userId, addDays(today, 1 - streakWindowDays));
  return {
    badges: badgeStandings(facts).map(({ id, current, target, showsProgress }) => {
      // A badge once earned stays earned, even if what earned it was later deleted.
      const earned = progress.badges.includes(id);
      return { id, earned, current: earned ? target : current, target, showsProgress };
    }),
    activity: { hidden: settings.hideStreaks, ...recentActivity(new Set(activeDays), today) },
  };
}
