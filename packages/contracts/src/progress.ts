// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { moodSchema } from './domain';
import { techniqueIdSchema } from './history';
import { timeZoneSchema } from './time-zone';
import { progressSchema } from './user';

/** The most XP a guest's device counts for one completion, whatever figure a page passes it. */
export const maxXpPerCompletion = 50;

/**
 * `POST /api/user/update-xp`: a finished technique, named by its id alone; the server grants the
 * catalogue's XP for it under the one XP rule (premium bonus, daily limit per technique). An `xp` that a
 * page of an earlier release still sends (a completion kept offline before an update) is accepted and
 * ignored, like any other unknown field, so that completion is not lost.
 */
export const updateXpRequestSchema = z.object({
  techniqueId: techniqueIdSchema,
  mood: z.optional(moodSchema),
  timeZone: z.optional(timeZoneSchema),
});
export type UpdateXpRequest = z.infer<typeof updateXpRequestSchema>;

/**
 * The server's progress after applying the XP rule; `levelReached` is set when this call levelled up.
 * `xpEarned` is the technique's own XP and `premiumBonus` what Premium added ("+15 XP (+7 Premium)!");
 * both are 0 when `limitReached` (the technique already earned XP the most times allowed today).
 */
export const updateXpResponseSchema = z.extend(progressSchema, {
  levelReached: z.nullable(z.int()),
  xpEarned: z.int().check(z.nonnegative()),
  premiumBonus: z.int().check(z.nonnegative()),
  limitReached: z.boolean(),
  /** Badges this completion earned, announced once. */
  badgesEarned: z.array(z.string()),
  /** The history sitting the completion was recorded in: the tool's "did this help?" rates it. */
  historyRecordId: z.optional(z.string()),
});
export type UpdateXpResponse = z.infer<typeof updateXpResponseSchema>;
