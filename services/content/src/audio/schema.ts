import { z } from 'zod';
import { audioKinds, audioTrackIdSchema, mixTracksSchema, moodSchema } from '@steady/contracts';

const text = z.string().regex(/\S/, 'Text must not be empty');
const kebabCaseId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Id must be kebab-case');

/** A file directly inside the audio folder: lowercase words, dots and dashes, `.mp3` (no paths). */
const audioFileNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*\.mp3$/, 'File must be a plain name such as rain.mp3');

const translated = <Schema extends z.ZodType>(schema: Schema) => z.strictObject({ en: schema, ru: schema });

const audioTrackTranslationSchema = z.strictObject({
  title: text,
  text: z.nullable(text),
  file: audioFileNameSchema,
  durationSeconds: z.number().positive(),
});

const loopSchema = z
  .strictObject({ startSeconds: z.number().min(0), endSeconds: z.number() })
  .refine((loop) => loop.endSeconds > loop.startSeconds, {
    message: 'A loop must end after it starts',
    path: ['endSeconds'],
  });

/** Which optional fields each kind of track must fill, so a mood track without its state cannot load. */
const kindRules: Record<
  (typeof audioKinds)[number],
  { mood: boolean; techniqueId: boolean; loop: boolean; text: boolean }
> = {
  ambient: { mood: false, techniqueId: false, loop: true, text: false },
  affirmation: { mood: false, techniqueId: false, loop: false, text: true },
  mood: { mood: true, techniqueId: false, loop: true, text: false },
  guide: { mood: false, techniqueId: true, loop: false, text: true },
};

const audioTrackDataSchema = z
  .strictObject({
    id: audioTrackIdSchema,
    kind: z.enum(audioKinds),
    premium: z.boolean(),
    mood: z.nullable(moodSchema),
    techniqueId: z.nullable(kebabCaseId),
    loop: z.nullable(loopSchema),
    translations: translated(audioTrackTranslationSchema),
  })
  .superRefine((track, context) => {
    const rules = kindRules[track.kind];
    const require = (present: boolean, expected: boolean, path: (string | number)[], what: string) => {
      if (present === expected) return;
      const message = `${expected ? 'Required' : 'Must be null'} for a ${track.kind} track (${what})`;
      context.addIssue({ code: 'custom', path, message });
    };
    require(track.mood !== null, rules.mood, ['mood'], 'the state it calms');
    require(track.techniqueId !== null, rules.techniqueId, ['techniqueId'], 'the technique it guides');
    require(track.loop !== null, rules.loop, ['loop'], 'the seamless loop window');
    for (const language of ['en', 'ru'] as const) {
      const spoken = track.translations[language].text !== null;
      require(spoken, rules.text, ['translations', language, 'text'], 'the words spoken');
    }
  });

const audioPresetDataSchema = z.strictObject({
  id: kebabCaseId,
  mood: moodSchema,
  tracks: mixTracksSchema,
  translations: translated(z.strictObject({ title: text })),
});

export const audioFileSchema = z.strictObject({
  tracks: z.array(audioTrackDataSchema).min(1),
  presets: z.array(audioPresetDataSchema),
});

export type AudioTrackData = z.infer<typeof audioTrackDataSchema>;
export type AudioPresetData = z.infer<typeof audioPresetDataSchema>;
export type AudioFileData = z.infer<typeof audioFileSchema>;
