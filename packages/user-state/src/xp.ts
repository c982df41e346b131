import { xpRules, type Progress } from '@steady/contracts';

export interface XpResult {
  progress: Progress;
  /** The new level when this addition levelled up, else null. */
  levelReached: number | null;
}

/**
 * Spec §4: reaching or passing xpToNextLevel raises the level by one, takes xpToNextLevel off the xp
 * and multiplies the threshold by 1.5 (rounded down). At most one level-up per addition, even when
 * the remaining xp would cover the next threshold too.
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
