import { z } from 'zod';
import { moodSchema } from './domain';
import { progressSchema } from './user';

/** The most XP one completion may claim; the server clamps to it so a client cannot inflate progress. */
export const maxXpPerCompletion = 50;

/** `POST /api/user/update-xp`: the XP a finished technique earned (and which one, for history). */
export const updateXpRequestSchema = z.object({
  xp: z.number().int().min(1).max(maxXpPerCompletion),
  techniqueId: z.string().min(1).max(100).optional(),
  mood: moodSchema.optional(),
});
export type UpdateXpRequest = z.infer<typeof updateXpRequestSchema>;

/** The server's progress after applying the XP rule; `levelReached` is set when this call levelled up. */
export const updateXpResponseSchema = progressSchema.extend({
  levelReached: z.number().int().nullable(),
});
export type UpdateXpResponse = z.infer<typeof updateXpResponseSchema>;
