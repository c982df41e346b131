// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { moodSchema } from './domain';

/**
 * What a track is for: `ambient` loops for the mixer, spoken `affirmation`s, the calming `mood` audio of
 * each state page, and spoken `guide`s for the catalogue's audio techniques (`audio: true`).
 */
export const audioKinds = ['ambient', 'affirmation', 'mood', 'guide'] as const;
const audioKindSchema = z.enum(audioKinds);
export type AudioKind = z.infer<typeof audioKindSchema>;

/** A track id: lowercase words joined by dashes (`rain`, `affirmation-07`, `mood-anxiety`). */
export const audioTrackIdSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(60));

/**
 * The part of a looping track that repeats without a seam, in seconds from the start of the file. The
 * file carries a little of the loop before and after this window, so an encoder's or decoder's few
 * milliseconds of delay only shift the window inside periodic sound and never make a gap.
 */
const audioLoopSchema = z.object({ startSeconds: z.number(), endSeconds: z.number() });
export type AudioLoop = z.infer<typeof audioLoopSchema>;

/** One track in the reader's language. */
const audioTrackSchema = z.object({
  id: audioTrackIdSchema,
  kind: audioKindSchema,
  title: z.string(),
  /**
   * Where the MP3 is served (`/api/audio/files/<name>.<hash>.mp3`), for browsers without Opus. A premium
   * file the viewer may play carries a signed, expiring query; without one the file answers 403.
   */
  file: z.string(),
  /** The same recording in Ogg Opus (`<name>.<hash>.opus`, signed alike): about half the bytes. */
  opus: z.object({ file: z.string(), bytes: z.int() }),
  premium: z.boolean(),
  /** True when this viewer cannot play it (premium content without an active subscription). */
  locked: z.boolean(),
  durationSeconds: z.number(),
  /** Set for tracks that loop (ambient and mood); null for spoken tracks that play once. */
  loop: z.nullable(audioLoopSchema),
  /** What is spoken (affirmations and guides), shown on screen as it plays; null for music. */
  text: z.nullable(z.string()),
  /** The state a `mood` track belongs to; null otherwise. */
  mood: z.nullable(moodSchema),
  /** The catalogue technique a `guide` speaks; null otherwise. */
  techniqueId: z.nullable(z.string()),
  /** Size of the MP3 in bytes, so the player can say what it is about to download. */
  bytes: z.int(),
});
export type AudioTrack = z.infer<typeof audioTrackSchema>;

/** The mixer's limits (spec §9: a mixer of at most 3 sounds). Volumes are percentages. */
export const mixerMaximumTracks = 3;
const audioVolumeSchema = z.int().check(z.minimum(0), z.maximum(100));

const mixTrackSchema = z.object({ trackId: audioTrackIdSchema, volume: audioVolumeSchema });
export type MixTrack = z.infer<typeof mixTrackSchema>;

export const mixTracksSchema = z
  .array(mixTrackSchema)
  .check(
    z.minLength(1, 'A mix needs at least one sound'),
    z.maxLength(mixerMaximumTracks, `A mix holds at most ${mixerMaximumTracks} sounds`),
  );

/** A ready-made mix for a state (e.g. rain + brown noise for overwhelm). */
const mixPresetSchema = z.object({
  id: z.string(),
  mood: moodSchema,
  title: z.string(),
  tracks: mixTracksSchema,
});
export type MixPreset = z.infer<typeof mixPresetSchema>;

/** `GET /api/audio/catalogue?lang=`: every track and preset, in the reader's language. */
export const audioCatalogueSchema = z.object({
  tracks: z.array(audioTrackSchema),
  presets: z.array(mixPresetSchema),
});
export type AudioCatalogue = z.infer<typeof audioCatalogueSchema>;

/** `GET /api/audio/{mood}` (spec §7): the calming audio for a state. */
export const moodAudioSchema = z.object({ success: z.literal(true), url: z.string() });
export type MoodAudio = z.infer<typeof moodAudioSchema>;

/** `GET /api/music?names=` and `GET /api/audio-techniques?names=` (spec §7). */
export const audioFileListSchema = z.array(z.object({ file: z.string() }));
export type AudioFileList = z.infer<typeof audioFileListSchema>;

/** `?names=a,b,c` of the two spec list endpoints: 1 to 30 track ids. */
export const audioNamesQuerySchema = z.object({
  names: z.pipe(
    z.pipe(
      z.string({ error: 'names must be a comma-separated list of track ids' }),
      z.transform((names: string) => names.split(',').filter((name) => name !== '')),
    ),
    z.array(audioTrackIdSchema).check(z.minLength(1, 'names must name at least one track'), z.maxLength(30)),
  ),
});

const mixNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give the mix a name'),
    z.maxLength(60, 'A mix name is at most 60 characters'),
  );

/** `POST /api/audio/mixes`: save the current mix (premium, signed in). */
export const saveMixRequestSchema = z.object({ name: mixNameSchema, tracks: mixTracksSchema });
export type SaveMixRequest = z.infer<typeof saveMixRequestSchema>;

/** A mix a user saved; `GET /api/audio/mixes` lists them newest first. */
export const savedMixSchema = z.object({
  id: z.string(),
  name: z.string(),
  tracks: mixTracksSchema,
  createdAt: z.string(),
});
export type SavedMix = z.infer<typeof savedMixSchema>;
export const savedMixListSchema = z.array(savedMixSchema);

/** How many mixes one account keeps; the next save is refused with a clear message. */
export const maximumSavedMixes = 50;
