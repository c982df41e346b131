// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { languageSchema, moodSchema } from './domain';
import { historyRecordSchema } from './history';
import { journalEntrySchema } from './journal';
import { safetyPlanSchema } from './safety-plan';
import { trustedPersonExportSchema } from './trusted-person';
import { adhdScorePartsSchema } from './tests';
import { doseSchema, medicationSchema } from './medications';
import { progressSchema } from './user';

/**
 * The user's data export (issue 14) and what each service answers for it. A file of its own: only the
 * export page uses it in the browser, and it draws in the schemas of every feature that keeps user data.
 */

/**
 * An item's name in the export's language, beside its code (issue 26): a technique's title, a track's
 * title, a question's wording. Null when the catalogue no longer holds the item.
 */
const catalogueNameSchema = z.nullable(z.string());

/** What content holds about one user, as its internal API answers it for the export. */
const contentUserDataSchema = z.object({
  likes: z.array(
    z.object({ techniqueId: z.string(), techniqueName: catalogueNameSchema, likedAt: z.string() }),
  ),
  adhdTestResults: z.array(
    z.object({
      id: z.string(),
      score: z.number(),
      range: z.string(),
      /** The range's label in the export's language ("Some of these traits"); null for a range no longer defined. */
      rangeName: catalogueNameSchema,
      answers: z.array(
        z.object({
          questionId: z.string(),
          question: catalogueNameSchema,
          answer: z.number(),
          /** The answer's wording; null for a result scored on an earlier scale, whose answers read otherwise. */
          answerText: catalogueNameSchema,
        }),
      ),
      scaleVersion: z.number(),
      /** How often the traits show and how much they affect daily life; null when the answers no longer read that way. */
      parts: z.nullable(adhdScorePartsSchema),
      takenAt: z.string(),
    }),
  ),
  savedMixes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      tracks: z.array(z.object({ trackId: z.string(), title: catalogueNameSchema, volume: z.number() })),
      createdAt: z.string(),
    }),
  ),
});

/**
 * Content's internal answer for an export (`?lang=` picks the language): the user's rows, and every
 * technique's title, which auth names its own rows' technique ids with.
 */
export const contentExportSchema = z.extend(contentUserDataSchema, {
  techniqueNames: z.record(z.string(), z.string()),
});
export type ContentExport = z.infer<typeof contentExportSchema>;

/** What billing holds about one user (null: never subscribed). */
export const billingUserDataSchema = z.object({
  subscription: z.nullable(
    z.object({
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.nullable(z.string()),
      canceledAt: z.nullable(z.string()),
      trialEnd: z.nullable(z.string()),
      /** While paused: when Premium resumes, and the language of the mail before it. */
      pauseResumesAt: z.nullable(z.string()),
      pauseLanguage: z.nullable(z.string()),
      subscribedAt: z.nullable(z.string()),
      stripeCustomerId: z.nullable(z.string()),
      stripeSubscriptionId: z.nullable(z.string()),
    }),
  ),
  /** Trials started on the local test checkout, kept to mail the reminder before each ends. */
  testCheckoutTrials: z.array(
    z.object({
      subscriptionId: z.string(),
      trialEnd: z.string(),
      language: z.string(),
      remindedAt: z.nullable(z.string()),
    }),
  ),
});
export type BillingUserData = z.infer<typeof billingUserDataSchema>;

/** Internal paths each service answers for one user's data: GET exports it, DELETE erases it. */
export const internalUserDataPath = (userId: string) => `/internal/users/${encodeURIComponent(userId)}/data`;

const sentLinkSchema = z.object({
  requestedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.nullable(z.string()),
});

/** A reminder as stored; `suggestedTool` is the tool's app name. */
const reminderRecordSchema = z.object({
  timeOfDay: z.string(),
  days: z.array(z.string()),
  timeZone: z.string(),
  suggestedState: z.nullable(moodSchema),
  suggestedTool: z.nullable(z.string()),
  language: z.string(),
  paused: z.boolean(),
  repeatEveryMinutes: z.nullable(z.number()),
  repeatTimes: z.number(),
  nextDueAt: z.nullable(z.string()),
  lastSentAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * Auth's records about the account beyond its activity. Secrets stay out: no password or token hashes, no
 * push keys, no calendar link token (only whether one is active), and of a push endpoint only its service.
 */
export const accountRecordsSchema = z.object({
  /** Each sign-in on a device; `lastUsedAt` is its last sign-in or renewal. */
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
      revokedAt: z.nullable(z.string()),
    }),
  ),
  passwordResets: z.array(sentLinkSchema),
  emailChanges: z.array(z.extend(sentLinkSchema, { newEmail: z.string() })),
  supportRequests: z.array(
    z.object({
      topic: z.string(),
      message: z.string(),
      priority: z.boolean(),
      createdAt: z.string(),
      mailedAt: z.nullable(z.string()),
    }),
  ),
  reminders: z.array(reminderRecordSchema),
  reminderPreferences: z.nullable(
    z.object({
      quietHoursStart: z.nullable(z.string()),
      quietHoursEnd: z.nullable(z.string()),
      calendarLinkActive: z.boolean(),
      updatedAt: z.string(),
    }),
  ),
  pushSubscriptions: z.array(z.object({ pushService: z.string(), createdAt: z.string() })),
  /** The last week's notifications of reminders (first, repeat, snooze, later) and what was done with each. */
  reminderNudges: z.array(
    z.object({
      kind: z.string(),
      dueAt: z.string(),
      handledAt: z.nullable(z.string()),
      outcome: z.nullable(z.string()),
      acknowledgedAt: z.nullable(z.string()),
      action: z.nullable(z.string()),
    }),
  ),
  /** The uploaded photo itself, as a `data:` URL. */
  profilePhoto: z.nullable(z.object({ dataUrl: z.string(), updatedAt: z.string() })),
});
export type AccountRecords = z.infer<typeof accountRecordsSchema>;

/** The titles of a row's `techniques`, in the same order. */
const techniqueNamesField = { techniqueNames: z.array(catalogueNameSchema) };

/**
 * `GET /api/user/export?lang=`: everything Steady holds about the signed-in user, from all three services,
 * with the names of techniques, tracks and questions beside their codes in `language`.
 */
export const userExportSchema = z.object({
  exportedAt: z.string(),
  language: languageSchema,
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    memberSince: z.string(),
    signsInWithGoogle: z.boolean(),
    /** The picture Google gave at sign-in, when the user has not uploaded one. */
    googlePhotoUrl: z.nullable(z.string()),
    hasUploadedPhoto: z.boolean(),
    theme: z.nullable(z.string()),
    guestProgressClaimedAt: z.nullable(z.string()),
  }),
  consents: z.object({
    termsAcceptedAt: z.nullable(z.string()),
    healthDataConsentAt: z.nullable(z.string()),
  }),
  /** XP, level, badges and completed techniques; each completed technique's title beside its id. */
  progress: z.nullable(z.extend(progressSchema, { completedTechniqueNames: z.array(catalogueNameSchema) })),
  settings: z.unknown(),
  history: z.array(z.extend(historyRecordSchema, techniqueNamesField)),
  /** Each completed technique, the day it counted for and the XP it earned. */
  techniqueCompletions: z.array(
    z.object({
      techniqueId: z.string(),
      techniqueName: catalogueNameSchema,
      mood: z.nullable(moodSchema),
      completedAt: z.string(),
      localDay: z.string(),
      minutes: z.number(),
      xpEarned: z.number(),
      premiumBonus: z.number(),
    }),
  ),
  journal: z.array(z.extend(journalEntrySchema, techniqueNamesField)),
  /** The safety plan, or null when the user never saved one. */
  safetyPlan: z.nullable(safetyPlanSchema),
  /** The trusted person the user named, and when messages and weekly notes went to them. */
  trustedPerson: trustedPersonExportSchema,
  /** The medication log: every medication and every entry, oldest first. */
  medications: z.object({ medications: z.array(medicationSchema), doses: z.array(doseSchema) }),
  /** The account's records; each reminder's tool is named too (`suggestedToolName`). */
  account: z.extend(accountRecordsSchema, {
    reminders: z.array(z.extend(reminderRecordSchema, { suggestedToolName: catalogueNameSchema })),
  }),
  content: contentUserDataSchema,
  billing: billingUserDataSchema,
});
export type UserExport = z.infer<typeof userExportSchema>;
