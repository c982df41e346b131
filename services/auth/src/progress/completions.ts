import type { Mood, Progress } from '@steady/contracts';
import {
  addExperience,
  completionReward,
  localDayOf,
  techniqueFactsOf,
  type CompletionReward,
  type TechniqueFacts,
} from '@steady/domain';
import { validationFailed } from '@steady/service-common';
import type { AuthRepositories } from '../database/auth-store';
import { recordTechniqueUse } from '../history/history';

/** Enough for every technique in the catalogue many times over; keeps one row from growing without end. */
export const maxCompletedTechniques = 500;

const completionMessages = {
  unknownTechnique: 'Unknown technique',
} as const;

/** Adds ids not held yet, keeping the newest when the list is full. */
export function mergeIds(held: readonly string[], added: readonly string[], maximum: number): string[] {
  const merged = [...held];
  for (const id of added) if (!merged.includes(id)) merged.push(id);
  return merged.slice(-maximum);
}

/** The catalogue's facts for a technique id; a 400 for any id the catalogue does not have. */
export function knownTechnique(techniqueId: string): TechniqueFacts {
  const facts = techniqueFactsOf(techniqueId);
  if (!facts) {
    throw validationFailed(completionMessages.unknownTechnique, {
      reason: 'unknown_technique',
      fields: { techniqueId: completionMessages.unknownTechnique },
    });
  }
  return facts;
}

export interface Completion {
  techniqueId: string;
  mood: Mood | null;
  at: Date;
  timeZone: string;
  premium: boolean;
  /** `sitting`: joins the open history sitting (a live completion); `ownRecord`: a record of its own. */
  history: 'sitting' | 'ownRecord';
}

interface RecordedCompletion {
  progress: Progress;
  levelReached: number | null;
  reward: CompletionReward;
  /** The history record (sitting) the completion went into. */
  historyRecordId: number;
}

/**
 * The one XP rule on the server: the technique's catalogue XP, the premium bonus, nothing past the day's
 * limit for that technique (the user's day: time zone and day start), then spec §4's level rule. The
 * completion is stored for history, statistics and badges whether or not it earned XP.
 */
export async function recordCompletion(
  repositories: AuthRepositories,
  userId: string,
  progress: Progress,
  completion: Completion,
): Promise<RecordedCompletion> {
  const facts = knownTechnique(completion.techniqueId);
  const { dayStartHour } = await repositories.settings.find(userId);
  const localDay = localDayOf(completion.at, completion.timeZone, dayStartHour);
  const reward = completionReward(facts.xp, {
    premium: completion.premium,
    earlierCompletionsToday: await repositories.completions.countOnDay(
      userId,
      completion.techniqueId,
      localDay,
    ),
  });
  const xpTotal = reward.xpEarned + reward.premiumBonus;
  const { progress: next, levelReached } = addExperience(progress, xpTotal);
  const historyRecordId =
    completion.history === 'sitting'
      ? await recordTechniqueUse(
          repositories.history,
          userId,
          { techniqueId: completion.techniqueId, mood: completion.mood, xpEarned: xpTotal },
          completion.at,
        )
      : Number(
          (
            await repositories.history.insert({
              userId,
              recordedAt: completion.at.toISOString(),
              state: completion.mood,
              techniques: [completion.techniqueId],
              effectiveness: null,
              xpEarned: xpTotal,
            })
          ).id,
        );
  await repositories.completions.insert({
    userId,
    techniqueId: completion.techniqueId,
    mood: completion.mood,
    completedAt: completion.at.toISOString(),
    localDay,
    minutes: facts.minutes,
    xpEarned: reward.xpEarned,
    premiumBonus: reward.premiumBonus,
    levelAfter: next.level,
    historyRecordId,
  });
  return {
    progress: {
      ...next,
      completedTechniques: mergeIds(
        next.completedTechniques,
        [completion.techniqueId],
        maxCompletedTechniques,
      ),
    },
    levelReached,
    reward,
    historyRecordId,
  };
}
