import { z } from 'zod';
import { moodSchema } from './domain';
import { historyEntrySchema, progressSchema } from './user';

/** The 5-point effectiveness scale of spec §3/§9: 1 = did not help, 5 = helped a lot. */
export const effectivenessSchema = z.number().int().min(1).max(5);
export type Effectiveness = z.infer<typeof effectivenessSchema>;

export const techniqueIdSchema = z.string().trim().min(1).max(100);

/**
 * One sitting in the mood and technique history (spec §3): when it was, the state picked, the techniques
 * used for it and, once the user says so, how much it helped.
 */
export const historyRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  state: moodSchema.nullable(),
  techniques: z.array(z.string()),
  effectiveness: effectivenessSchema.nullable(),
  xpEarned: z.number().int().nonnegative(),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

/** `GET /api/user/history?limit=`: the user's records, newest first. */
export const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const historyListResponseSchema = z.object({ records: z.array(historyRecordSchema) });
export type HistoryListResponse = z.infer<typeof historyListResponseSchema>;

/** `POST /api/user/history`: a record the user adds with its effectiveness (e.g. after a technique). */
export const createHistoryRecordRequestSchema = z.object({
  state: moodSchema.nullable(),
  techniques: z.array(techniqueIdSchema).max(20),
  effectiveness: effectivenessSchema,
});
export type CreateHistoryRecordRequest = z.infer<typeof createHistoryRecordRequestSchema>;

/** `PATCH /api/user/history/:id` */
export const updateHistoryRecordRequestSchema = z.object({ effectiveness: effectivenessSchema });
export type UpdateHistoryRecordRequest = z.infer<typeof updateHistoryRecordRequestSchema>;

/** `POST /api/user/save-mood`: the state picked on the home screen; answers with the sitting it opened. */
export const saveMoodRequestSchema = z.object({ mood: moodSchema });
export type SaveMoodRequest = z.infer<typeof saveMoodRequestSchema>;

/** The most local history entries one claim may carry; older ones beyond it stay on the device. */
export const maxClaimedHistoryEntries = 200;

/**
 * `POST /api/user/claim-guest-progress`: what a guest did on this device, offered to the new account once.
 * The server re-earns the XP from the history entries under the XP rule, so the level the device shows
 * is not taken on trust.
 */
export const claimGuestProgressRequestSchema = z.object({
  progress: progressSchema.extend({
    completedTechniques: z.array(techniqueIdSchema).max(500),
    badges: z.array(techniqueIdSchema).max(100),
  }),
  history: z
    .array(historyEntrySchema.extend({ techniqueId: techniqueIdSchema, timestamp: z.iso.datetime() }))
    .max(maxClaimedHistoryEntries),
});
export type ClaimGuestProgressRequest = z.infer<typeof claimGuestProgressRequestSchema>;
