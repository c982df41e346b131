import { z } from 'zod';
import { appNameSchema, moodSchema, type Language } from '@steady/contracts';

const text = z.string().regex(/\S/, 'Text must not be empty');
const textList = (minimum: number, maximum = Number.MAX_SAFE_INTEGER) =>
  z.array(text).min(minimum).max(maximum);
const kebabCaseId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Id must be kebab-case');

type StructurePath = (string | number)[];

/** Returns the path of the first place where two values differ in shape (keys, list lengths, value types). */
function findStructureMismatch(
  first: unknown,
  second: unknown,
  path: StructurePath = [],
): StructurePath | undefined {
  if (Array.isArray(first) || Array.isArray(second)) {
    if (!Array.isArray(first) || !Array.isArray(second) || first.length !== second.length) return path;
    for (const [index, item] of first.entries()) {
      const mismatch = findStructureMismatch(item, second[index], [...path, index]);
      if (mismatch) return mismatch;
    }
    return undefined;
  }
  if (isPlainObject(first) && isPlainObject(second)) {
    const keys = Object.keys(first).sort();
    if (keys.join('\n') !== Object.keys(second).sort().join('\n')) return path;
    for (const key of keys) {
      const mismatch = findStructureMismatch(first[key], second[key], [...path, key]);
      if (mismatch) return mismatch;
    }
    return undefined;
  }
  return typeof first === typeof second ? undefined : path;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Both languages must say the same thing: a step or tip missing in one language would drop content for its readers. */
function translated<Schema extends z.ZodType>(schema: Schema) {
  const shape = { en: schema, ru: schema } satisfies Record<Language, Schema>;
  return z.strictObject(shape).superRefine(requireRussianToMirrorEnglish);
}

function requireRussianToMirrorEnglish(
  translations: Partial<Record<Language, unknown>>,
  context: z.RefinementCtx,
) {
  const mismatch = findStructureMismatch(translations.en, translations.ru);
  if (mismatch) {
    context.addIssue({
      code: 'custom',
      path: ['ru', ...mismatch],
      message: 'Russian must have the same keys and list lengths as English',
    });
  }
}

function reportDuplicates(
  values: readonly string[],
  context: z.RefinementCtx,
  pathSuffix: StructurePath = [],
) {
  values.forEach((value, index) => {
    if (values.indexOf(value) !== index) {
      context.addIssue({
        code: 'custom',
        path: [index, ...pathSuffix],
        message: `Duplicate technique id "${value}"`,
      });
    }
  });
}

// techniques.json

const techniqueTranslationSchema = z.strictObject({
  name: text,
  desc: text,
  steps: textList(3, 7),
});

const sharedTechniqueFields = {
  id: kebabCaseId,
  xp: z.number().int().min(10).max(30),
  audio: z.boolean(),
  isPremium: z.boolean(),
  translations: translated(techniqueTranslationSchema),
};

const appTechniqueSchema = z.strictObject({
  ...sharedTechniqueFields,
  type: z.literal('app'),
  appName: appNameSchema,
  // Tools may take further settings later; `pattern` picks the breath loop's rhythm when the mood page does not.
  props: z.looseObject({ pattern: z.optional(moodSchema) }).optional(),
  // Tools keep their own clocks: from the one-minute rule up to a 25-minute Pomodoro block.
  minutes: z.number().int().min(1).max(25),
});

const textTechniqueSchema = z.strictObject({
  ...sharedTechniqueFields,
  type: z.literal('text'),
  minutes: z.number().int().min(2).max(5),
});

const techniqueSchema = z.discriminatedUnion('type', [appTechniqueSchema, textTechniqueSchema]);

export const techniquesFileSchema = z
  .array(techniqueSchema)
  .min(1)
  .superRefine((techniques, context) =>
    reportDuplicates(
      techniques.map(({ id }) => id),
      context,
      ['id'],
    ),
  );

// moods.json

const moodTranslationSchema = z.strictObject({
  title: text,
  short_description: text,
  immediate_techniques: textList(10),
});

export const moodContentSchema = z.strictObject({
  image: kebabCaseId,
  techniques: z
    .array(kebabCaseId)
    .min(1)
    .superRefine((ids, context) => reportDuplicates(ids, context)),
  translations: translated(moodTranslationSchema),
});

/** Keyed by mood: every mood must be present and no other key is allowed. */
export const moodsFileSchema = z.record(moodSchema, moodContentSchema);

// supplements.json

export const supplementIds = ['omega3', 'magnesium', 'zinc', 'vitaminD', 'bComplex'] as const;
const supplementIdSchema = z.enum(supplementIds);

const supplementTranslationSchema = z.strictObject({
  name: text,
  benefits: textList(1),
  dosage: text,
  frequency: text,
  notes: text,
  recommendations: textList(1),
  sources: textList(1),
});

const supplementSchema = z.strictObject({
  id: supplementIdSchema,
  translations: translated(supplementTranslationSchema),
});

export const supplementsFileSchema = z.strictObject({
  disclaimer: translated(text),
  /** Spec §1: each supplement carries the consult-a-professional disclaimer (and the ADHD-medication one). */
  itemDisclaimer: translated(text),
  items: z
    .array(supplementSchema)
    .refine((items) => items.map((item) => item.id).join() === supplementIds.join(), {
      message: `Items must be exactly ${supplementIds.join(', ')}, in that order`,
    }),
});

export type Technique = z.infer<typeof techniqueSchema>;
export type MoodContent = z.infer<typeof moodContentSchema>;
export type MoodsFile = z.infer<typeof moodsFileSchema>;
export type Supplement = z.infer<typeof supplementSchema>;
export type SupplementsFile = z.infer<typeof supplementsFileSchema>;
