import { moodRatingSchema, type MoodRating } from '@steady/contracts';

/** The journal's mood ratings on the 1–5 scale of the one-tap "how do you feel" check-in. */
export const moodRatingScores: Readonly<Record<MoodRating, number>> = {
  veryBad: 1,
  bad: 2,
  neutral: 3,
  good: 4,
  veryGood: 5,
};

/**
 * How much a technique helped, learned from the check-ins around it: feeling the same is 2, each step
 * better adds one (up to 5), feeling worse is 1. Null unless both answers were given.
 */
export function checkInEffectiveness(
  feelingBefore: number | null,
  feelingAfter: number | null,
): number | null {
  if (feelingBefore === null || feelingAfter === null) return null;
  return Math.min(5, Math.max(1, 2 + feelingAfter - feelingBefore));
}

/** A journal entry's point on the mood chart (1–5): how they felt last, else the rating they picked. */
export function moodScoreOf(entry: {
  state: string;
  feelingBefore: number | null;
  feelingAfter: number | null;
}): number | null {
  if (entry.feelingAfter !== null) return entry.feelingAfter;
  if (entry.feelingBefore !== null) return entry.feelingBefore;
  const rating = moodRatingSchema.safeParse(entry.state);
  return rating.success ? moodRatingScores[rating.data] : null;
}
