// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { moodSchema } from './domain';
import { timeZoneSchema } from './time-zone';
import { historyEntrySchema, progressSchema } from './user';

/** The 5-point effectiveness scale of spec §3/§9: 1 = did not help, 5 = helped a lot. */
export const effectivenessSchema = z.int().check(z.minimum(1), z.maximum(5));
export type Effectiveness = z.infer<typeof effectivenessSchema>;

export const techniqueIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/**
 * One sitting in the mood and technique history (spec §3): when it was, the state picked, the techniques
 * used for it and, once the user says so, how much it helped.
 */
export const historyRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  state: z.nullable(moodSchema),
  techniques: z.array(z.string()),
  effectiveness: z.nullable(effectivenessSchema),
  xpEarned: z.int().check(z.nonnegative()),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

/** `GET /api/user/history?limit=`: the user's records, newest first. */
export const historyQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});
export const historyListResponseSchema = z.object({ records: z.array(historyRecordSchema) });
export type HistoryListResponse = z.infer<typeof historyListResponseSchema>;

/** `POST /api/user/history`: a record the user adds with its effectiveness (e.g. after a technique). */
export const createHistoryRecordRequestSchema = z.object({
  state: z.nullable(moodSchema),
  techniques: z.array(techniqueIdSchema).check(z.maxLength(20)),
  effectiveness: effectivenessSchema,
});
export type CreateHistoryRecordRequest = z.infer<typeof createHistoryRecordRequestSchema>;

/** `PATCH /api/user/history/:id` */
export const updateHistoryRecordRequestSchema = z.object({ effectiveness: effectivenessSchema });

/** What rating a sitting answers: the record as stored, and any badge the rating earned (announced once). */
export const ratedHistoryRecordSchema = z.extend(historyRecordSchema, { badgesEarned: z.array(z.string()) });
export type RatedHistoryRecord = z.infer<typeof ratedHistoryRecordSchema>;

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
  progress: z.extend(progressSchema, {
    completedTechniques: z.array(techniqueIdSchema).check(z.maxLength(500)),
    badges: z.array(techniqueIdSchema).check(z.maxLength(100)),
  }),
  history: z
    .array(z.extend(historyEntrySchema, { techniqueId: techniqueIdSchema, timestamp: z.iso.datetime() }))
    .check(z.maxLength(maxClaimedHistoryEntries)),
  /** Where the device's days were lived, so its practice counts for the right days. */
  timeZone: z.optional(timeZoneSchema),
});
export type ClaimGuestProgressRequest = z.infer<typeof claimGuestProgressRequestSchema>;
