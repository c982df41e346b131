import type { PersonalRecommendation } from '@steady/contracts';

/** What the user's own records say about one technique for one state. */
export interface TechniqueEvidence {
  techniqueId: string;
  ratingSum: number;
  ratingCount: number;
  completions: number;
}

/** How many other people finished a technique for this state lately. */
export interface TechniquePopularity {
  techniqueId: string;
  people: number;
}

/** A row, not a list: a few suggestions are easier to act on. */
export const personalRecommendationLimit = 3;
/** An average rating from this up reads as "it helped"; below it a technique is not suggested to this user. */
export const helpedAverageRating = 3.5;
/** Finished this often without a rating, a technique is suggested as one they keep coming back to. */
export const suggestedAfterCompletions = 2;

const averageOf = (evidence: TechniqueEvidence) => evidence.ratingSum / evidence.ratingCount;
const byId = (first: { techniqueId: string }, second: { techniqueId: string }) =>
  first.techniqueId.localeCompare(second.techniqueId);

/**
 * "What helped you before": first what the user rated as helping (best average first), then what they
 * finished again and again without rating it, then — when their own data gives fewer than the limit —
 * what most people finish for this state. A technique they rated below "helped" is never suggested.
 */
export function rankPersonalRecommendations(
  own: readonly TechniqueEvidence[],
  popular: readonly TechniquePopularity[],
  limit: number = personalRecommendationLimit,
): PersonalRecommendation[] {
  const rated = own
    .filter((evidence) => evidence.ratingCount > 0 && averageOf(evidence) >= helpedAverageRating)
    .sort(
      (first, second) =>
        averageOf(second) - averageOf(first) ||
        second.ratingCount - first.ratingCount ||
        second.completions - first.completions ||
        byId(first, second),
    )
    .map((evidence): PersonalRecommendation => ({
      techniqueId: evidence.techniqueId,
      reason: {
        kind: 'rated',
        averageRating: Math.round(averageOf(evidence) * 10) / 10,
        ratings: evidence.ratingCount,
      },
    }));
  const completed = own
    .filter((evidence) => evidence.ratingCount === 0 && evidence.completions >= suggestedAfterCompletions)
    .sort((first, second) => second.completions - first.completions || byId(first, second))
    .map((evidence): PersonalRecommendation => ({
      techniqueId: evidence.techniqueId,
      reason: { kind: 'completed', completions: evidence.completions },
    }));
  const ratedOnly = new Set(own.filter((evidence) => evidence.ratingCount > 0).map((e) => e.techniqueId));
  const popularItems = [...popular]
    .filter((item) => !ratedOnly.has(item.techniqueId))
    .sort((first, second) => second.people - first.people || byId(first, second))
    .map((item): PersonalRecommendation => ({
      techniqueId: item.techniqueId,
      reason: { kind: 'popular', people: item.people },
    }));

  const chosen: PersonalRecommendation[] = [];
  for (const item of [...rated, ...completed, ...popularItems]) {
    if (chosen.length === limit) break;
    if (!chosen.some((existing) => existing.techniqueId === item.techniqueId)) chosen.push(item);
  }
  return chosen;
}
