// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { invisibleCharacters, validationMessages } from './auth';
import { languageSchema } from './domain';
import { journalStateSchema } from './journal';
import { timeOfDaySchema } from './reminders';
import { timeZoneSchema } from './time-zone';

export const medicationLimits = {
  perUser: 20,
  nameLength: 80,
  doseNoteLength: 200,
  dosesLeft: 10_000,
  /** The log lists this many of the latest entries; the export and the period read have them all. */
  recentDoses: 60,
} as const;

export const medicationMessages = {
  emptyName: 'Write the name of the medication',
  nameTooLong: `A name can be at most ${medicationLimits.nameLength} characters`,
  doseNoteTooLong: `The note can be at most ${medicationLimits.doseNoteLength} characters`,
  wearingOffBeforeTaken: 'Wearing off must be after the time it was taken',
  futureTime: 'The time must not be in the future',
} as const;

/** One line of the user's own words: never empty, no line breaks or other control characters. */
const oneLine = (maxLength: number, tooLong: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(maxLength, tooLong),
    z.refine((text) => !invisibleCharacters.test(text), validationMessages.invisibleCharacters),
  );

const countSchema = z.int().check(z.minimum(0), z.maximum(medicationLimits.dosesLeft));

/**
 * The optional refill count: the doses the user has, and the number at which a refill reminder starts
 * (daily at `time` in `timeZone`, in `language`, through the Premium reminders) until they enter a new count.
 */
const refillRequestSchema = z.object({
  dosesLeft: countSchema,
  threshold: countSchema,
  time: z._default(timeOfDaySchema, '09:00'),
  timeZone: timeZoneSchema,
  language: z._default(languageSchema, 'en'),
});

/** `POST /api/medications` and `PUT /api/medications/{id}` (a PUT replaces name, note and refill count). */
export const medicationRequestSchema = z.object({
  /** Free text the user writes; Steady never suggests names or doses. */
  name: oneLine(medicationLimits.nameLength, medicationMessages.nameTooLong).check(
    z.minLength(1, medicationMessages.emptyName),
  ),
  /** "Dose as prescribed", in the user's own words; empty: none. */
  doseNote: z._default(oneLine(medicationLimits.doseNoteLength, medicationMessages.doseNoteTooLong), ''),
  refill: z._default(z.nullable(refillRequestSchema), null),
});
export type MedicationRequest = z.input<typeof medicationRequestSchema>;
export type ParsedMedicationRequest = z.infer<typeof medicationRequestSchema>;

export const medicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  doseNote: z.string(),
  refill: z.nullable(
    z.object({
      dosesLeft: z.number(),
      threshold: z.number(),
      time: z.string(),
      timeZone: z.string(),
      language: languageSchema,
      /** True while the count is at or below the threshold: the refill reminder is on. */
      reminderOn: z.boolean(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Medication = z.infer<typeof medicationSchema>;

/** `POST /api/medications/{id}/doses` and `PUT /api/medications/doses/{doseId}`. */
export const doseRequestSchema = z
  .object({
    /** When it was taken, with its offset (ISO 8601). */
    takenAt: z.iso.datetime({ offset: true }),
    /** When the user felt it wearing off; null: not noted. */
    wearingOffAt: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  })
  .check(
    z.refine(
      (dose) => dose.wearingOffAt === null || Date.parse(dose.wearingOffAt) >= Date.parse(dose.takenAt),
      { message: medicationMessages.wearingOffBeforeTaken, path: ['wearingOffAt'] },
    ),
  );
export type DoseRequest = z.input<typeof doseRequestSchema>;
export type ParsedDoseRequest = z.infer<typeof doseRequestSchema>;

export const doseSchema = z.object({
  id: z.string(),
  medicationId: z.string(),
  takenAt: z.string(),
  wearingOffAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dose = z.infer<typeof doseSchema>;

/** `GET /api/medications`: the user's medications by name, and the latest entries, newest first. */
export const medicationLogSchema = z.object({
  medications: z.array(medicationSchema),
  doses: z.array(doseSchema),
});
export type MedicationLog = z.infer<typeof medicationLogSchema>;

/** `POST /api/medications/{id}/doses`: the entry, and the medication with its count moved down. */
export const doseWriteResponseSchema = z.object({ dose: doseSchema, medication: medicationSchema });
export type DoseWriteResponse = z.infer<typeof doseWriteResponseSchema>;

export const medicationsPath = '/api/medications';

/** Hours since the last dose, in these groups: `from` inclusive, `to` exclusive (null: open-ended). */
export const sinceDoseGroups = [
  { from: 0, to: 2 },
  { from: 2, to: 4 },
  { from: 4, to: 6 },
  { from: 6, to: 8 },
  { from: 8, to: null },
] as const;

/** A state or check-in more than this many hours after the last dose is not counted against it. */
export const sinceDoseMaxHours = 24;

/** `GET /api/stats/since-dose?range=&timeZone=`: states and check-ins by hours since the last dose taken. */
export const sinceDoseStatsSchema = z.object({
  /** False when the user has no medication log: the statistics page then shows nothing of this. */
  hasLog: z.boolean(),
  groups: z.array(
    z.object({
      fromHours: z.number(),
      toHours: z.nullable(z.number()),
      /** How often each state came up (states picked and journal entries), most often first. */
      states: z.array(z.object({ state: journalStateSchema, count: z.number() })),
      checkIns: z.number(),
      /** The average of how the user felt (1–5) in those check-ins and rated entries; null: none. */
      feelingAverage: z.nullable(z.number()),
    }),
  ),
});
export type SinceDoseStats = z.infer<typeof sinceDoseStatsSchema>;
