import type { Mood } from '@steady/contracts';
import { breathingSwell } from './modulation';
import { renderDrone } from './sounds/drone';
import { renderFire } from './sounds/fire';
import { renderBrownNoise, renderPinkNoise } from './sounds/noise-beds';
import { renderRain } from './sounds/rain';
import { applyGainCurve, mixLayers, type SoundContext, type SoundRenderer } from './sounds/sound';
import { renderStream } from './sounds/stream';
import { renderWaves } from './sounds/waves';
import { renderWind } from './sounds/wind';

export interface Titles {
  en: string;
  ru: string;
}

/** A looping track: its id, titles, loop length and how it sounds. */
export interface MusicTrack {
  id: string;
  kind: 'ambient' | 'mood';
  mood: Mood | null;
  titles: Titles;
  loopSeconds: number;
  render: SoundRenderer;
}

const ambient = (track: Omit<MusicTrack, 'kind' | 'mood'>): MusicTrack => ({
  ...track,
  kind: 'ambient',
  mood: null,
});
const forMood = (mood: Mood, track: Omit<MusicTrack, 'kind' | 'mood'>): MusicTrack => ({
  ...track,
  kind: 'mood',
  mood,
});

/** Sub-contexts with their own random streams, so layers of one track never share noise. */
const part = (context: SoundContext, label: string): SoundContext => ({
  ...context,
  random: context.random.fork(label),
});

// Loop lengths differ between the ambient tracks, so a mix of two or three of them takes many minutes
// to line up again instead of repeating every loop. Sea waves and wind are made of events an ear can
// follow (each wave, each gust), so their loops run near three minutes: no layout to learn in a minute.
export const ambientTracks: MusicTrack[] = [
  ambient({
    id: 'rain',
    titles: { en: 'Rain', ru: 'Дождь' },
    loopSeconds: 53,
    render: (context) => renderRain(context),
  }),
  ambient({
    id: 'sea-waves',
    titles: { en: 'Sea waves', ru: 'Морские волны' },
    loopSeconds: 167,
    render: (context) => renderWaves(context),
  }),
  ambient({ id: 'wind', titles: { en: 'Wind', ru: 'Ветер' }, loopSeconds: 157, render: renderWind }),
  ambient({
    id: 'stream',
    titles: { en: 'Stream', ru: 'Ручей' },
    loopSeconds: 47,
    render: (context) => renderStream(context),
  }),
  ambient({
    id: 'fire',
    titles: { en: 'Fireplace', ru: 'Огонь в камине' },
    loopSeconds: 51,
    render: renderFire,
  }),
  ambient({
    id: 'brown-noise',
    titles: { en: 'Brown noise', ru: 'Коричневый шум' },
    loopSeconds: 46,
    render: (context) => renderBrownNoise(context),
  }),
  ambient({
    id: 'pink-noise',
    titles: { en: 'Pink noise', ru: 'Розовый шум' },
    loopSeconds: 49,
    render: (context) => renderPinkNoise(context),
  }),
  ambient({
    id: 'warm-drone',
    titles: { en: 'Warm hum', ru: 'Тёплый гул' },
    loopSeconds: 55,
    render: (context) => renderDrone(context),
  }),
];

/**
 * A lower, rounder chord for the steady pad of hyperactivity: D over G, still only fifths and octaves,
 * with upper octaves (220–590 Hz) that a phone speaker can play.
 */
const steadyChord = [
  { hz: 49, amplitude: 0.5 },
  { hz: 73.4, amplitude: 0.7 },
  { hz: 110, amplitude: 0.45 },
  { hz: 146.8, amplitude: 0.45 },
  { hz: 220, amplitude: 0.4 },
  { hz: 293.7, amplitude: 0.5 },
  { hz: 440, amplitude: 0.35 },
  { hz: 587.3, amplitude: 0.25 },
];

/** One calming track per state, each a 60 s loop (a whole number of 10 s breaths for anxiety). */
export const moodTracks: MusicTrack[] = [
  forMood('anxiety', {
    id: 'mood-anxiety',
    titles: { en: 'Calm for anxious moments', ru: 'Спокойствие, когда тревожно' },
    loopSeconds: 60,
    // A warm drone that swells for 4 s and settles for 6 s: a pace to breathe along with, unasked.
    render: (context) => {
      const swell = breathingSwell(context.loopLength, 10 * context.sampleRate, 0.4).map(
        (value) => 0.5 + 0.5 * value,
      );
      return mixLayers(context.sampleRate, [
        { sound: applyGainCurve(renderDrone(part(context, 'drone'), { driftCycles: 3 }), swell), db: 0 },
        { sound: renderPinkNoise(part(context, 'noise'), { cutoffHz: 3000 }), db: -9 },
      ]);
    },
  }),
  forMood('procrastination', {
    id: 'mood-procrastination',
    titles: { en: 'A gentle way in', ru: 'Чтобы легче было начать' },
    loopSeconds: 60,
    render: (context) =>
      mixLayers(context.sampleRate, [
        { sound: renderStream(part(context, 'stream'), { bubblesPerSecond: 90, bubblesDb: -6 }), db: 0 },
        { sound: renderPinkNoise(part(context, 'texture'), { cutoffHz: 2500 }), db: -6 },
      ]),
  }),
  forMood('irritability', {
    id: 'mood-irritability',
    titles: { en: 'Cool, slow waves', ru: 'Прохладные медленные волны' },
    loopSeconds: 60,
    render: (context) =>
      mixLayers(context.sampleRate, [
        { sound: renderWaves(part(context, 'waves'), { brightestHz: 1200 }), db: 0 },
        { sound: renderPinkNoise(part(context, 'air'), { cutoffHz: 5000 }), db: -14 },
      ]),
  }),
  forMood('hyperactivity', {
    id: 'mood-hyperactivity',
    titles: { en: 'Slow and steady', ru: 'Медленно и ровно' },
    loopSeconds: 60,
    render: (context) =>
      mixLayers(context.sampleRate, [
        {
          sound: renderDrone(part(context, 'pad'), { chord: steadyChord, driftCycles: 2, noiseDb: -12 }),
          db: 0,
        },
        { sound: renderBrownNoise(part(context, 'floor'), { cutoffHz: 900 }), db: -8 },
      ]),
  }),
  forMood('overwhelm', {
    id: 'mood-overwhelm',
    titles: { en: "Soft rain when it's all too much", ru: 'Тихий дождь, когда всего слишком много' },
    loopSeconds: 60,
    render: (context) =>
      mixLayers(context.sampleRate, [
        { sound: renderRain(part(context, 'rain'), { dropsPerSecond: 160, dropsDb: -7 }), db: 0 },
        { sound: renderBrownNoise(part(context, 'brown')), db: -3 },
      ]),
  }),
];
