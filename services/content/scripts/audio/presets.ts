import type { Mood } from '@steady/contracts';
import type { Titles } from './music-tracks';

export interface Preset {
  id: string;
  mood: Mood;
  tracks: { trackId: string; volume: number }[];
  titles: Titles;
}

/** One ready-made mix of ambient tracks per state. Volumes are the mixer's percentages. */
export const presets: Preset[] = [
  {
    id: 'anxiety-warm-hum-rain',
    mood: 'anxiety',
    tracks: [
      { trackId: 'warm-drone', volume: 55 },
      { trackId: 'rain', volume: 40 },
    ],
    titles: { en: 'Warm hum and soft rain', ru: 'Тёплый гул и тихий дождь' },
  },
  {
    id: 'procrastination-stream-pink-noise',
    mood: 'procrastination',
    tracks: [
      { trackId: 'stream', volume: 60 },
      { trackId: 'pink-noise', volume: 30 },
    ],
    titles: { en: 'Stream and pink noise', ru: 'Ручей и розовый шум' },
  },
  {
    id: 'irritability-waves-wind',
    mood: 'irritability',
    tracks: [
      { trackId: 'sea-waves', volume: 65 },
      { trackId: 'wind', volume: 25 },
    ],
    titles: { en: 'Waves and a light breeze', ru: 'Волны и лёгкий ветер' },
  },
  {
    id: 'hyperactivity-fire-brown-noise-hum',
    mood: 'hyperactivity',
    tracks: [
      { trackId: 'fire', volume: 55 },
      { trackId: 'brown-noise', volume: 40 },
      { trackId: 'warm-drone', volume: 20 },
    ],
    titles: { en: 'Fireside, low and steady', ru: 'У камина, тихо и ровно' },
  },
  {
    id: 'overwhelm-rain-brown-noise',
    mood: 'overwhelm',
    tracks: [
      { trackId: 'rain', volume: 60 },
      { trackId: 'brown-noise', volume: 35 },
    ],
    titles: { en: 'Rain and brown noise', ru: 'Дождь и коричневый шум' },
  },
];
