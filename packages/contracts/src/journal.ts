// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { moodRatings, moods } from './domain';
import { effectivenessSchema, techniqueIdSchema } from './history';
import { timeZoneSchema } from './time-zone';

/** A journal entry's state: one of the five states, or a mood rating from veryGood to veryBad (spec §1). */
export const journalStates = [...moods, ...moodRatings] as const;
export const journalStateSchema = z.enum(journalStates);
export type JournalState = z.infer<typeof journalStateSchema>;

/** A one-tap "how do you feel right now?" answer: 1 = very bad, 5 = very good. */
const feelingSchema = z.int().check(z.minimum(1), z.maximum(5));

/** `entry`: written by hand; `checkIn`: the one-tap answers before and after a technique. */
const journalEntryKinds = ['entry', 'checkIn'] as const;
export const journalEntryKindSchema = z.enum(journalEntryKinds);

export const journalLimits = {
  text: 2000,
  tags: 10,
  tagLength: 30,
  techniques: 20,
  search: 100,
} as const;

const tagSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(journalLimits.tagLength));

/** `POST /api/journal` and `PUT /api/journal/{id}` (a PUT replaces the whole entry). */
export const journalEntryRequestSchema = z.object({
  kind: z._default(journalEntryKindSchema, 'entry'),
  /** When it happened: date and time, with its offset (ISO 8601). */
  date: z.iso.datetime({ offset: true }),
  state: journalStateSchema,
  effectiveness: z._default(z.nullable(effectivenessSchema), null),
  /** What they tried, picked from that day's history. */
  techniques: z._default(z.array(techniqueIdSchema).check(z.maxLength(journalLimits.techniques)), []),
  text: z._default(z.string().check(z.maxLength(journalLimits.text)), ''),
  tags: z._default(z.array(tagSchema).check(z.maxLength(journalLimits.tags)), []),
  feelingBefore: z._default(z.nullable(feelingSchema), null),
  feelingAfter: z._default(z.nullable(feelingSchema), null),
  timeZone: z.optional(timeZoneSchema),
});
export type JournalEntryRequest = z.input<typeof journalEntryRequestSchema>;
export type ParsedJournalEntryRequest = z.infer<typeof journalEntryRequestSchema>;

export const journalEntrySchema = z.object({
  id: z.string(),
  kind: journalEntryKindSchema,
  date: z.string(),
  state: journalStateSchema,
  /** The user's own rating, else (for a check-in) what the change in how they felt says. */
  effectiveness: z.nullable(effectivenessSchema),
  techniques: z.array(z.string()),
  text: z.string(),
  tags: z.array(z.string()),
  feelingBefore: z.nullable(feelingSchema),
  feelingAfter: z.nullable(feelingSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** `GET /api/journal?q=&state=&limit=&offset=`: newest first. */
export const journalQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(journalLimits.search))),
  state: z.optional(journalStateSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 30),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;

export const journalListResponseSchema = z.object({
  entries: z.array(journalEntrySchema),
  hasMore: z.boolean(),
  /** False after Premium ends: entries written while premium stay readable, nothing new is written. */
  writable: z.boolean(),
});
export type JournalListResponse = z.infer<typeof journalListResponseSchema>;

/** What a create or an edit answers: the stored entry and any badge it earned (announced once). */
export const journalWriteResponseSchema = z.object({
  entry: journalEntrySchema,
  badgesEarned: z.array(z.string()),
});
export type JournalWriteResponse = z.infer<typeof journalWriteResponseSchema>;
