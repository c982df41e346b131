import type { Progress } from '@steady/contracts';

/** Spec §4/§9: the level every account starts at, its first threshold and how thresholds grow. */
export const xpRules = {
  startLevel: 1,
  startXpToNextLevel: 100,
  growthFactor: 1.5,
} as const;

/** Spec §3: where every account and every device starts. */
export const initialProgress: Progress = {
  xp: 0,
  level: xpRules.startLevel,
  xpToNextLevel: xpRules.startXpToNextLevel,
  completedTechniques: [],
  badges: [],
};

export interface XpResult {
  progress: Progress;
  /** The new level when this addition levelled up, else null. */
  levelReached: number | null;
}

/**
 * Spec §4: reaching or passing xpToNextLevel raises the level by one, takes xpToNextLevel off the xp
 * and multiplies the threshold by 1.5 (rounded down). At most one level-up per addition, even when
 * the remaining xp would cover the next threshold too. XP and levels never go down.
 */
export function addExperience(progress: Progress, amount: number): XpResult {
  const gained = Math.max(0, Math.floor(amount));
  const xp = progress.xp + gained;
  if (xp < progress.xpToNextLevel) return { progress: { ...progress, xp }, levelReached: null };

  const level = progress.level + 1;
  return {
    progress: {
      ...progress,
      xp: xp - progress.xpToNextLevel,
      level,
      xpToNextLevel: Math.floor(progress.xpToNextLevel * xpRules.growthFactor),
    },
    levelReached: level,
  };
}

/** Premium earns half as much again for every technique, rounded down: 15 XP becomes 15 + 7. */
export const premiumXpMultiplier = 1.5;

/**
 * The same technique earns XP at most this many times in one day (the user's day, with their day start);
 * later completions that day still count as practice (history, statistics, badges) but earn no XP.
 */
export const xpCompletionsPerTechniquePerDay = 3;

export interface CompletionReward {
  /** The technique's own XP (0 once the day's limit for it is reached). */
  xpEarned: number;
  /** What Premium adds on top (0 on the free plan or past the limit). */
  premiumBonus: number;
  /** True when the day's limit for this technique was already reached, so nothing was earned. */
  limitReached: boolean;
}

/** What one completion earns: the technique's XP, the premium bonus, nothing past the day's limit. */
export function completionReward(
  techniqueXp: number,
  { premium, earlierCompletionsToday }: { premium: boolean; earlierCompletionsToday: number },
): CompletionReward {
  if (earlierCompletionsToday >= xpCompletionsPerTechniquePerDay) {
    return { xpEarned: 0, premiumBonus: 0, limitReached: true };
  }
  const premiumBonus = premium ? Math.floor(techniqueXp * premiumXpMultiplier) - techniqueXp : 0;
  return { xpEarned: techniqueXp, premiumBonus, limitReached: false };
}

/** What one completion pays on a plan before the day's limit: the figure a screen promises the viewer. */
export function completionXpOnPlan(techniqueXp: number, premium: boolean): number {
  const reward = completionReward(techniqueXp, { premium, earlierCompletionsToday: 0 });
  return reward.xpEarned + reward.premiumBonus;
}
