// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { languageSchema, moodSchema } from './domain';
import { journalStateSchema } from './journal';
import { sinceDoseStatsSchema } from './medications';
import { adhdScorePartsSchema } from './tests';
import { timeZoneSchema } from './time-zone';

/**
 * The summary for a clinician (issue 32): a period, the sections the user ticked and the journal entries
 * they chose. Made on request from the user's own records and handed to them only; nothing is stored.
 */
export const clinicianSummaryPath = '/api/stats/clinician-summary';
export const clinicianSummaryPdfPath = '/api/stats/clinician-summary/pdf';
export const clinicianSummaryEntriesPath = '/api/stats/clinician-summary/entries';

/** Each section of the summary, in the order it is printed. */
export const clinicianSummarySectionIds = [
  'statesOverTime',
  'helpedPerState',
  'minutesPractised',
  'checkIns',
  'medicationLog',
  'selfReflection',
  'journalEntries',
] as const;
const clinicianSummarySectionIdSchema = z.enum(clinicianSummarySectionIds);
export type ClinicianSummarySectionId = z.infer<typeof clinicianSummarySectionIdSchema>;

const clinicianSummaryPeriods = ['last30', 'last90', 'dates'] as const;
const clinicianSummaryPeriodSchema = z.enum(clinicianSummaryPeriods);

/** The longest period two dates may span, in days: a year, leap day included. */
export const clinicianSummaryMaxDays = 366;
/** The most journal entries one summary may carry. */
const clinicianSummaryMaxEntries = 200;

/** The period as asked: the last 30 or 90 of the user's days, or two dates (YYYY-MM-DD, checked by the server). */
const periodFields = {
  period: clinicianSummaryPeriodSchema,
  from: z.optional(z.string().check(z.maxLength(10))),
  to: z.optional(z.string().check(z.maxLength(10))),
  timeZone: z.optional(timeZoneSchema),
};

/** `GET /api/stats/clinician-summary/entries?period=&from=&to=&timeZone=`: the entries the user may choose from. */
export const clinicianSummaryEntriesQuerySchema = z.object(periodFields);
export type ClinicianSummaryEntriesQuery = z.infer<typeof clinicianSummaryEntriesQuerySchema>;

const summaryEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  state: journalStateSchema,
  text: z.string(),
  tags: z.array(z.string()),
});

export const clinicianSummaryEntriesResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(summaryEntrySchema),
  /** Whether the user keeps a medication log at all: the form offers that section only then. */
  hasMedicationLog: z.boolean(),
});
export type ClinicianSummaryEntriesResponse = z.infer<typeof clinicianSummaryEntriesResponseSchema>;

/** `POST /api/stats/clinician-summary` (the print page's data) and `…/pdf` (the PDF itself). */
export const clinicianSummaryRequestSchema = z.object({
  ...periodFields,
  language: languageSchema,
  sections: z.array(clinicianSummarySectionIdSchema).check(z.minLength(1), z.maxLength(20)),
  /** The journal entries the user ticked; none unless they chose some. */
  journalEntryIds: z._default(
    z.array(z.string().check(z.maxLength(20))).check(z.maxLength(clinicianSummaryMaxEntries)),
    [],
  ),
});
export type ClinicianSummaryRequest = z.input<typeof clinicianSummaryRequestSchema>;
export type ParsedClinicianSummaryRequest = z.infer<typeof clinicianSummaryRequestSchema>;

const averageSchema = z.nullable(z.number());
const techniqueNameSchema = z.object({ techniqueId: z.string(), name: z.nullable(z.string()) });

const clinicianSummarySectionSchema = z.discriminatedUnion('id', [
  z.object({
    id: z.literal('statesOverTime'),
    /** Per week (named by its first day): how often each state came up, picked or written. */
    weeks: z.array(
      z.object({ start: z.string(), states: z.array(z.object({ state: moodSchema, count: z.int() })) }),
    ),
  }),
  z.object({
    id: z.literal('helpedPerState'),
    states: z.array(
      z.object({
        state: moodSchema,
        techniques: z.array(z.extend(techniqueNameSchema, { averageRating: z.number(), ratings: z.int() })),
      }),
    ),
  }),
  z.object({
    id: z.literal('minutesPractised'),
    weeks: z.array(z.object({ start: z.string(), minutes: z.int(), completions: z.int() })),
    totalMinutes: z.int(),
    totalCompletions: z.int(),
  }),
  z.object({
    id: z.literal('checkIns'),
    /** Check-ins with both answers (1 very bad … 5 very good), before and after a guided exercise. */
    count: z.int(),
    averageBefore: averageSchema,
    averageAfter: averageSchema,
    techniques: z.array(
      z.extend(techniqueNameSchema, { count: z.int(), averageBefore: z.number(), averageAfter: z.number() }),
    ),
  }),
  z.object({
    id: z.literal('medicationLog'),
    /** Each medication with an entry in the period, by the name and note the user wrote. */
    medications: z.array(
      z.object({
        name: z.string(),
        doseNote: z.nullable(z.string()),
        taken: z.int(),
        /** The median time of day taken, in the user's time zone (HH:MM). */
        usualTime: z.string(),
        /** The median hours from taken to "wearing off", where the user logged it; null: never logged. */
        usualHoursToWearingOff: z.nullable(z.number()),
      }),
    ),
    /** The since-dose statistics for the period; empty when they have nothing in it. */
    sinceDose: sinceDoseStatsSchema.shape.groups,
  }),
  z.object({
    id: z.literal('selfReflection'),
    results: z.array(
      z.object({
        takenAt: z.string(),
        score: z.int(),
        max: z.int(),
        rangeName: z.nullable(z.string()),
        parts: z.nullable(adhdScorePartsSchema),
      }),
    ),
  }),
  z.object({ id: z.literal('journalEntries'), entries: z.array(summaryEntrySchema) }),
]);
export type ClinicianSummarySection = z.infer<typeof clinicianSummarySectionSchema>;

export const clinicianSummarySchema = z.object({
  language: languageSchema,
  from: z.string(),
  to: z.string(),
  /** The user's day it was made on (YYYY-MM-DD). */
  madeOn: z.string(),
  sections: z.array(clinicianSummarySectionSchema),
});
export type ClinicianSummary = z.infer<typeof clinicianSummarySchema>;
