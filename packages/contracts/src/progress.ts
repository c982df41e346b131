// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { moodSchema } from './domain';
import { progressSchema } from './user';

/** The most XP one completion may claim; the server clamps to it so a client cannot inflate progress. */
export const maxXpPerCompletion = 50;

/** `POST /api/user/update-xp`: the XP a finished technique earned (and which one, for history). */
export const updateXpRequestSchema = z.object({
  xp: z.int().check(z.minimum(1), z.maximum(maxXpPerCompletion)),
  techniqueId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  mood: z.optional(moodSchema),
});
export type UpdateXpRequest = z.infer<typeof updateXpRequestSchema>;

/** The server's progress after applying the XP rule; `levelReached` is set when this call levelled up. */
export const updateXpResponseSchema = z.extend(progressSchema, {
  levelReached: z.nullable(z.int()),
});
export type UpdateXpResponse = z.infer<typeof updateXpResponseSchema>;
