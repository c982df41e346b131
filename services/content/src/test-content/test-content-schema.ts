import { z } from 'zod';
import { adhdRangeIdSchema, Language, languages, languageSchema, moods, moodSchema } from '@steady/contracts';
import { adhdScales, currentAdhdScaleVersion } from '../adhd-test/adhd-scales';

/** 17 questions scored 0 to 3 give the 0–51 scale of spec §9 (`adhdMaxScore` in the contracts). */
export const adhdQuestionCount = 17;

const currentScale = adhdScales[currentAdhdScaleVersion];

/** The answers offered today are ids 0, 1, 2, … in order, one per point value of the current scale. */
const adhdAnswerIds = currentScale.answerPoints.map((_points, id) => id);

export const adhdAreas = ['inattention', 'hyperactivity', 'impulsivity', 'impact'] as const;

export const shortTestQuestionCount = 5;

const text = z.string().trim().min(1);

/** A record with every supported language required (zod 4 makes enum-keyed records exhaustive). */
function perLanguage<Schema extends z.ZodType>(schema: Schema) {
  return z.record(languageSchema, schema);
}

function answerIdsOf(answers: readonly { id: string | number }[]): string {
  return answers.map((answer) => String(answer.id)).join(',');
}

/** Every language must offer the same answers in the same order, so scoring never depends on language. */
function checkSameAnswerIds(
  translations: Record<Language, { answers: readonly { id: string | number }[] }>,
  context: z.RefinementCtx,
): void {
  const expected = answerIdsOf(translations[languages[0]].answers);
  for (const language of languages) {
    if (answerIdsOf(translations[language].answers) !== expected) {
      context.addIssue({
        code: 'custom',
        path: ['translations', language, 'answers'],
        message: `Answer ids differ from "${languages[0]}"`,
      });
    }
  }
}

export const adhdQuestionTranslationSchema = z.strictObject({
  title: text,
  answers: z
    .array(z.strictObject({ id: z.number().int(), text }))
    .refine((answers) => answerIdsOf(answers) === adhdAnswerIds.join(','), {
      message: `Answer ids must be ${adhdAnswerIds.join(', ')} in this order`,
    }),
});

export const adhdQuestionSchema = z
  .strictObject({
    id: z.string().regex(/^q\d+$/),
    area: z.enum(adhdAreas),
    translations: perLanguage(adhdQuestionTranslationSchema),
  })
  .superRefine((question, context) => checkSameAnswerIds(question.translations, context));

const adhdRangeSchema = z.strictObject({
  id: adhdRangeIdSchema,
  min: z.number().int(),
  max: z.number().int(),
  // `sharedInterpretation` speaks about "these answers" to someone reading a result shared with them.
  translations: perLanguage(
    z.strictObject({ label: text, interpretation: text, sharedInterpretation: text }),
  ),
});

const adhdNoticeSchema = perLanguage(
  z.strictObject({ instructions: text, selfReflection: text, getHelp: text }),
);

export const adhdTestContentSchema = z
  .strictObject({
    /** The scale version new answers are scored on (see adhd-scales.ts). */
    version: z.literal(currentAdhdScaleVersion),
    questions: z.array(adhdQuestionSchema).length(adhdQuestionCount),
    ranges: z.array(adhdRangeSchema),
    notice: adhdNoticeSchema,
  })
  .superRefine((content, context) => {
    const ids = content.questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['questions'], message: 'Question ids must be unique' });
    }
    const boundaries = content.ranges.map(({ id, min, max }) => ({ id, min, max }));
    if (JSON.stringify(boundaries) !== JSON.stringify(currentScale.ranges)) {
      context.addIssue({
        code: 'custom',
        path: ['ranges'],
        message: `Ranges must be ${JSON.stringify(currentScale.ranges)}`,
      });
    }
  });

export const shortTestQuestionSchema = z
  .strictObject({
    id: z.string().min(1),
    translations: perLanguage(
      z.strictObject({
        title: text,
        answers: z.array(z.strictObject({ id: z.string().min(1), text })).length(moods.length),
      }),
    ),
    answerStates: z.record(z.string(), moodSchema),
  })
  .superRefine((question, context) => {
    checkSameAnswerIds(question.translations, context);
    const answerIds = question.translations[languages[0]].answers.map((answer) => answer.id);
    if ([...answerIds].sort().join(',') !== Object.keys(question.answerStates).sort().join(',')) {
      context.addIssue({
        code: 'custom',
        path: ['answerStates'],
        message: 'answerStates must map exactly the answer ids',
      });
    }
    if (new Set(Object.values(question.answerStates)).size !== moods.length) {
      context.addIssue({
        code: 'custom',
        path: ['answerStates'],
        message: 'Each state must appear exactly once',
      });
    }
  });

export const shortTestContentSchema = z
  .strictObject({
    questions: z.array(shortTestQuestionSchema).length(shortTestQuestionCount),
    tieBreaker: shortTestQuestionSchema,
  })
  .superRefine((content, context) => {
    const all = [...content.questions, content.tieBreaker];
    const questionIds = all.map((question) => question.id);
    const answerIds = all.flatMap((question) => Object.keys(question.answerStates));
    if (new Set(questionIds).size !== questionIds.length || new Set(answerIds).size !== answerIds.length) {
      context.addIssue({ code: 'custom', message: 'Question and answer ids must be unique' });
    }
  });

export type AdhdQuestion = z.infer<typeof adhdQuestionSchema>;
export type AdhdQuestionTranslation = z.infer<typeof adhdQuestionTranslationSchema>;
export type AdhdTestContent = z.infer<typeof adhdTestContentSchema>;
export type ShortTestQuestion = z.infer<typeof shortTestQuestionSchema>;
export type ShortTestContent = z.infer<typeof shortTestContentSchema>;
