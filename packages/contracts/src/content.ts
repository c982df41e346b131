// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { appNameSchema, defaultLanguage, languages, moodSchema } from './domain';
import { techniqueIdSchema } from './history';

/** `?lang=` of every content call; absent means English, anything but en/ru is refused. */
const contentLanguageSchema = z._default(
  z.enum(languages, { error: 'lang must be "en" or "ru"' }),
  defaultLanguage,
);
export const contentLanguageQuerySchema = z.object({ lang: contentLanguageSchema });

const techniqueTypes = ['app', 'text'] as const;

/**
 * One technique in the reader's language, as spec §7 shapes it: `time` ("3 min"), `xp` ("10 XP") and
 * `likes` are display strings. `minutes` is `time` as a number; `xp` is what one completion pays this
 * viewer (Premium adds half again), `xpAmount` the catalogue's own value. A `locked` entry is premium
 * content the viewer has no access to: its `steps` are empty.
 */
const techniqueEntrySchema = z.object({
  id: z.string(),
  type: z.enum(techniqueTypes),
  /** The interactive tool of mf-techniques for `app` entries; null for text techniques. */
  appName: z.nullable(appNameSchema),
  /** Settings for the tool (e.g. the breath loop's `pattern`); empty for text techniques. */
  props: z.record(z.string(), z.unknown()),
  name: z.string(),
  desc: z.string(),
  time: z.string(),
  minutes: z.int(),
  xp: z.string(),
  xpAmount: z.int(),
  likes: z.string(),
  steps: z.array(z.string()),
  audio: z.boolean(),
  isPremium: z.boolean(),
  locked: z.boolean(),
});
export type TechniqueEntry = z.infer<typeof techniqueEntrySchema>;

/**
 * Spec §3 mood content in one language: the description, the tips, and the state's techniques split as the
 * spec names them, text ones (`extended_techniques`) and interactive ones (`app_techniques`), each in the
 * catalogue's order. `title` is our own addition.
 */
const moodTranslationContentSchema = z.object({
  title: z.string(),
  short_description: z.string(),
  immediate_techniques: z.array(z.string()),
  extended_techniques: z.array(techniqueEntrySchema),
  app_techniques: z.array(techniqueEntrySchema),
});

/** `GET /api/content/{mood}?lang=`: one state's page. `premiumAccess` says whether premium was unlocked. */
export const moodContentSchema = z.extend(moodTranslationContentSchema, {
  mood: moodSchema,
  lang: z.enum(languages),
  premiumAccess: z.boolean(),
});
export type MoodContent = z.infer<typeof moodContentSchema>;

/** `GET /api/content`: every state with its content in every language (spec §7). */
export const contentListSchema = z.array(
  z.object({
    mood: moodSchema,
    image: z.string(),
    content: z.object({ translations: z.record(z.enum(languages), moodTranslationContentSchema) }),
  }),
);
export type ContentList = z.infer<typeof contentListSchema>;

/** Comma-separated technique ids in a query string: `?ids=box-breathing,brain-dump`. */
const techniqueIdListSchema = z.pipe(
  z.pipe(
    z.string({ error: 'ids must be a comma-separated list of technique ids' }),
    z.transform((ids: string) => ids.split(',').filter((id) => id !== '')),
  ),
  z.array(techniqueIdSchema).check(z.minLength(1, 'ids must name at least one technique'), z.maxLength(100)),
);

/** `GET /api/content/techniques?ids=…&lang=`: the liked list's techniques, in the order asked for. */
export const techniquesQuerySchema = z.object({ ids: techniqueIdListSchema, lang: contentLanguageSchema });
export const techniqueListSchema = z.object({
  lang: z.enum(languages),
  techniques: z.array(techniqueEntrySchema),
});
export type TechniqueList = z.infer<typeof techniqueListSchema>;

/**
 * `GET /api/content/supplements?lang=`: the shopping list with its disclaimer; each item repeats the
 * consult-a-professional one (spec §1), so an item read or printed alone still carries it.
 */
export const supplementListSchema = z.object({
  lang: z.enum(languages),
  disclaimer: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      benefits: z.array(z.string()),
      dosage: z.string(),
      frequency: z.string(),
      notes: z.string(),
      recommendations: z.array(z.string()),
      sources: z.array(z.string()),
      disclaimer: z.string(),
    }),
  ),
});
export type SupplementList = z.infer<typeof supplementListSchema>;

/** `GET /api/like/techniques/liked`: the signed-in user's liked technique ids, most recent first. */
export const likedTechniqueIdsSchema = z.array(z.string());

/** `POST`/`DELETE /api/like/techniques/{id}/like`: where the like stands now. */
export const likeStateSchema = z.object({
  techniqueId: z.string(),
  liked: z.boolean(),
  likes: z.int(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

/** `POST /api/like/techniques/likes`: `{ ids }` → `{ [id]: count }`. */
export const likeCountsRequestSchema = z.object({
  ids: z
    .array(techniqueIdSchema)
    .check(z.minLength(1, 'ids must name at least one technique'), z.maxLength(100)),
});
export type LikeCounts = Record<string, number>;
