// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { languageSchema, moodSchema } from './domain';

/*
 * The ADHD self-reflection test (`/api/adhd-test`) and the short "what's wrong with me" test
 * (`/api/short-test`). Texts come per language: all of them, or only `?lang=` when it is given.
 */

/** Spec §9: the self-reflection score runs from 0 to 51 (17 questions, 0–3 each). */
export const adhdMaxScore = 51;

const adhdRangeIds = ['low', 'moderate', 'high'] as const;
export const adhdRangeIdSchema = z.enum(adhdRangeIds);
export type AdhdRangeId = z.infer<typeof adhdRangeIdSchema>;

/** `?lang=` of the test endpoints; without it the ADHD endpoints answer in every language. */
export const languageQuerySchema = z.object({ lang: z.optional(languageSchema) });

export const adhdQuestionTranslationSchema = z.object({
  title: z.string(),
  answers: z.array(z.object({ id: z.int(), text: z.string() })),
});
export type AdhdQuestionTranslation = z.infer<typeof adhdQuestionTranslationSchema>;

export const adhdQuestionSchema = z.object({
  id: z.string(),
  translations: z.partialRecord(languageSchema, adhdQuestionTranslationSchema),
});
export type AdhdQuestion = z.infer<typeof adhdQuestionSchema>;

/**
 * What the intro and every result page say: self-reflection, not a diagnosis; where to get help. Crisis
 * help is the app's one shared block beside it, not part of the test content.
 */
export const adhdNoticeSchema = z.object({
  instructions: z.string(),
  selfReflection: z.string(),
  getHelp: z.string(),
});
export type AdhdNotice = z.infer<typeof adhdNoticeSchema>;

/** `GET /api/adhd-test` */
export const adhdTestSchema = z.object({
  /** The scale version these questions and answers are scored on; progress saved under another is stale. */
  version: z.int(),
  questions: z.array(adhdQuestionSchema),
  notice: z.partialRecord(languageSchema, adhdNoticeSchema),
});
export type AdhdTest = z.infer<typeof adhdTestSchema>;

export const adhdAnswerSchema = z.object({
  questionId: z.string().check(z.maxLength(100)),
  answer: z.number(),
});
export type AdhdAnswer = z.infer<typeof adhdAnswerSchema>;

/**
 * `POST /api/adhd-test/submit`. Only the shape is checked here; whether every question is answered
 * once with one of its values is the scoring's job, which names each affected question.
 */
export const adhdSubmitRequestSchema = z.object({
  answers: z.array(adhdAnswerSchema).check(z.maxLength(100)),
});
export type AdhdSubmitRequest = z.infer<typeof adhdSubmitRequestSchema>;

export const adhdSubmitResponseSchema = z.object({ id: z.string() });
export type AdhdSubmitResponse = z.infer<typeof adhdSubmitResponseSchema>;

const adhdInterpretationSchema = z.object({ label: z.string(), text: z.string() });
export type AdhdInterpretation = z.infer<typeof adhdInterpretationSchema>;

/**
 * The scale a result was scored on, to draw it: its version (a result keeps the version it was taken
 * with) and its ranges with their names, in every language or the one asked for.
 */
const adhdScaleSchema = z.object({
  version: z.int(),
  ranges: z.array(
    z.object({
      id: adhdRangeIdSchema,
      min: z.int(),
      max: z.int(),
      label: z.partialRecord(languageSchema, z.string()),
    }),
  ),
});
export type AdhdScale = z.infer<typeof adhdScaleSchema>;

/** One part of the total: its points and the most it could have. */
const adhdScorePartSchema = z.object({ score: z.int(), max: z.int() });

/**
 * The total split in two, shown side by side: how often the traits show (`traits`) and how much they
 * affect daily life (`dailyLife`), which one sum would hide.
 */
export const adhdScorePartsSchema = z.object({ traits: adhdScorePartSchema, dailyLife: adhdScorePartSchema });
export type AdhdScoreParts = z.infer<typeof adhdScorePartsSchema>;

/**
 * `GET /api/adhd-test/result/:id`: readable by anyone with the link until its owner stops sharing it
 * (`DELETE /api/adhd-test/result/:id/sharing`, owner only); then only the owner reads it, and everyone else
 * gets 404. It carries nothing about its owner.
 */
export const adhdResultSchema = z.object({
  id: z.string(),
  score: z.int().check(z.minimum(0), z.maximum(adhdMaxScore)),
  range: adhdRangeIdSchema,
  scale: adhdScaleSchema,
  interpretation: z.partialRecord(languageSchema, adhdInterpretationSchema),
  notice: z.partialRecord(languageSchema, adhdNoticeSchema),
  created_at: z.string(),
  /** Where the score sits on the 0–51 scale, from 0 to 1. */
  position: z.number().check(z.minimum(0), z.maximum(1)),
  /** Null for a stored result whose answers no longer match today's questions: its total still reads. */
  parts: z.nullable(adhdScorePartsSchema),
  /** Whether its link still opens it for anyone holding it (false: its owner stopped sharing it). */
  shared: z.boolean(),
});
export type AdhdResult = z.infer<typeof adhdResultSchema>;

/**
 * `POST /api/adhd-test/score` (the submit request's body, `?lang=` as for a result): the score of
 * answers that are not kept, for someone who has not consented to storing health data. Nothing is
 * stored, so there is no id (no share link) and no date.
 */
export const adhdScoreSchema = z.omit(adhdResultSchema, { id: true, created_at: true, shared: true });
export type AdhdScore = z.infer<typeof adhdScoreSchema>;

/** `GET /api/adhd-test/results`: the signed-in user's results, newest first. */
export const adhdResultListSchema = z.object({
  results: z.array(z.pick(adhdResultSchema, { id: true, score: true, range: true, created_at: true })),
});
export type AdhdResultList = z.infer<typeof adhdResultListSchema>;

export const shortTestQuestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  answers: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type ShortTestQuestion = z.infer<typeof shortTestQuestionSchema>;

/** `GET /api/short-test?lang=` (English without `lang`) */
export const shortTestSchema = z.object({ questions: z.array(shortTestQuestionSchema) });
export type ShortTest = z.infer<typeof shortTestSchema>;

const shortTestAnswerSchema = z.object({
  questionId: z.string().check(z.minLength(1), z.maxLength(100)),
  answerId: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type ShortTestAnswer = z.infer<typeof shortTestAnswerSchema>;

/**
 * `POST /api/short-test/score?lang=`: the answers, and once asked, the tiebreaker's answer as one more
 * entry. Counts and ids are checked by the scoring, which says what is wrong.
 */
export const shortTestScoreRequestSchema = z.array(shortTestAnswerSchema).check(z.maxLength(20));
export type ShortTestScoreRequest = z.infer<typeof shortTestScoreRequestSchema>;

export const shortTestScoreResponseSchema = z.union([
  z.object({ resultState: moodSchema }),
  z.object({
    needTieBreaker: z.literal(true),
    tieBreaker: shortTestQuestionSchema,
    /** The tied states, in the usual mood order. */
    candidates: z.array(moodSchema),
  }),
]);
export type ShortTestScoreResponse = z.infer<typeof shortTestScoreResponseSchema>;
