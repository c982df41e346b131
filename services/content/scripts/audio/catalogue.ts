import type { AudioKind, Mood } from '@steady/contracts';
import type { Preset } from './presets';
import type { Language } from './speech';

/** One language's side of a track in `data/audio.json`. */
interface TrackTranslation {
  title: string;
  text: string | null;
  file: string;
  durationSeconds: number;
}

/** A track as `data/audio.json` stores it (the content service validates this shape with zod). */
export interface CatalogueTrack {
  id: string;
  kind: AudioKind;
  premium: boolean;
  mood: Mood | null;
  techniqueId: string | null;
  loop: { startSeconds: number; endSeconds: number } | null;
  translations: Record<Language, TrackTranslation>;
}

export interface CatalogueFile {
  tracks: CatalogueTrack[];
  presets: {
    id: string;
    mood: Mood;
    tracks: Preset['tracks'];
    translations: Record<Language, { title: string }>;
  }[];
}

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/** Rounds the numbers for a stable, readable file: durations to the millisecond, loop points to the microsecond. */
export function catalogueTrack(track: CatalogueTrack): CatalogueTrack {
  const loop = track.loop && {
    startSeconds: round(track.loop.startSeconds, 6),
    endSeconds: round(track.loop.endSeconds, 6),
  };
  const translation = (language: Language): TrackTranslation => ({
    ...track.translations[language],
    durationSeconds: round(track.translations[language].durationSeconds, 3),
  });
  return { ...track, loop, translations: { en: translation('en'), ru: translation('ru') } };
}

export function cataloguePresets(presets: Preset[]): CatalogueFile['presets'] {
  return presets.map((preset) => ({
    id: preset.id,
    mood: preset.mood,
    tracks: preset.tracks,
    translations: { en: { title: preset.titles.en }, ru: { title: preset.titles.ru } },
  }));
}
