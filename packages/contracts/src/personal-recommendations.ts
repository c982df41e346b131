// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { moodSchema } from './domain';

/** `GET /api/recommendations/personal?mood=anxiety` */
export const personalRecommendationsQuerySchema = z.object({ mood: moodSchema });

/** Why a technique is suggested, in terms the page can explain. */
const recommendationReasonSchema = z.discriminatedUnion('kind', [
  /** The user's own ratings for this state average at least "helped". */
  z.object({ kind: z.literal('rated'), averageRating: z.number(), ratings: z.int() }),
  /** Finished several times for this state, not rated yet. */
  z.object({ kind: z.literal('completed'), completions: z.int() }),
  /** Too little of the user's own data yet: what most people finish for this state. */
  z.object({ kind: z.literal('popular'), people: z.int() }),
]);
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

const personalRecommendationSchema = z.object({
  techniqueId: z.string(),
  reason: recommendationReasonSchema,
});
export type PersonalRecommendation = z.infer<typeof personalRecommendationSchema>;

export const personalRecommendationsResponseSchema = z.object({
  mood: moodSchema,
  items: z.array(personalRecommendationSchema),
});
export type PersonalRecommendationsResponse = z.infer<typeof personalRecommendationsResponseSchema>;
