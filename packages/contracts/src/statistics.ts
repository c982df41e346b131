// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { moodSchema } from './domain';
import { journalStateSchema } from './journal';
import { timeZoneSchema } from './time-zone';

export const statsRanges = ['week', 'month', 'year'] as const;
const statsRangeSchema = z.enum(statsRanges);
export type StatsRange = z.infer<typeof statsRangeSchema>;

/** `GET /api/stats?range=week|month|year&timeZone=` */
export const statsQuerySchema = z.object({
  range: z._default(statsRangeSchema, 'week'),
  timeZone: z.optional(timeZoneSchema),
});

/** One point of the charts: a day (week, month) or a calendar month (year), named by its first day. */
const statsBucketSchema = z.object({
  start: z.string(),
  /** The average mood from the journal and check-ins, 1 (very bad) to 5 (very good); null without entries. */
  moodAverage: z.nullable(z.number()),
  moodEntries: z.int(),
  completions: z.int(),
  minutes: z.int(),
  xp: z.int(),
  /** The level at the end of this bucket (null before the first completion). */
  level: z.nullable(z.int()),
});
export type StatsBucket = z.infer<typeof statsBucketSchema>;

const helpedTechniqueSchema = z.object({
  techniqueId: z.string(),
  averageRating: z.number(),
  ratings: z.int(),
});

export const statsResponseSchema = z.object({
  range: statsRangeSchema,
  /** The range's first and last day (the user's days, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'month']),
  buckets: z.array(statsBucketSchema),
  /** How often each state came up: states picked and journal entries. */
  stateFrequency: z.array(z.object({ state: journalStateSchema, count: z.int() })),
  /** Per state, the techniques the user's own ratings rank highest. */
  helpedMost: z.array(z.object({ state: moodSchema, techniques: z.array(helpedTechniqueSchema) })),
  /** Days with any practice or journal entry, with how many techniques were finished. */
  activeDays: z.array(z.object({ day: z.string(), completions: z.int() })),
  totals: z.object({ completions: z.int(), minutes: z.int(), xp: z.int(), activeDays: z.int() }),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;
