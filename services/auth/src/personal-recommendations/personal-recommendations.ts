import type { Mood, PersonalRecommendationsResponse } from '@steady/contracts';
import { rankPersonalRecommendations, techniqueFactsOf, type TechniqueEvidence } from '@steady/domain';
import type { AuthContext } from '../context';
import { requirePremium } from '../premium/premium';

/** "Popular" looks at what people finished for the state over this long. */
const popularWindowMs = 90 * 24 * 60 * 60 * 1000;

/**
 * `GET /api/recommendations/personal?mood=`: the user's own best techniques for this state (their ratings,
 * then what they keep finishing), topped up with what others finish most when their own data is thin.
 */
export async function getPersonalRecommendations(
  context: AuthContext,
  userId: string,
  mood: Mood,
): Promise<PersonalRecommendationsResponse> {
  await requirePremium(context, userId);
  const since = new Date(context.now().getTime() - popularWindowMs).toISOString();
  const [rated, completed, popular] = await Promise.all([
    context.store.ratings.ratedRecords(userId, { mood }),
    context.store.ratings.completionsFor(userId, mood),
    context.store.ratings.popularFor(mood, since, userId),
  ]);
  const evidence = new Map<string, TechniqueEvidence>();
  const evidenceOf = (techniqueId: string) => {
    const existing = evidence.get(techniqueId) ?? {
      techniqueId,
      ratingSum: 0,
      ratingCount: 0,
      completions: 0,
    };
    evidence.set(techniqueId, existing);
    return existing;
  };
  for (const { techniqueId, completions } of completed) evidenceOf(techniqueId).completions = completions;
  for (const record of rated) {
    for (const techniqueId of record.techniques) {
      const item = evidenceOf(techniqueId);
      item.ratingSum += record.effectiveness;
      item.ratingCount += 1;
    }
  }
  // Only techniques the catalogue still has can be shown and opened.
  const known = <Item extends { techniqueId: string }>(items: Iterable<Item>) =>
    [...items].filter((item) => techniqueFactsOf(item.techniqueId) !== undefined);
  return { mood, items: rankPersonalRecommendations(known(evidence.values()), known(popular)) };
}
