import type { Random } from '../random';

/**
 * Start times (in samples, within one loop) of random events at `perSecond` on average. With a
 * `density` curve in [0, 1] (one value per loop sample) events are thinned where it is low, so rain or
 * crackle can swell and ease over the loop. Times are later added with wrap-around, so they repeat
 * exactly each period.
 */
export function scatterEvents(
  random: Random,
  loopLength: number,
  sampleRate: number,
  perSecond: number,
  density?: Float32Array,
): number[] {
  const count = Math.round((perSecond * loopLength) / sampleRate);
  const times: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const time = Math.floor(random.next() * loopLength);
    if (!density || random.next() < density[time]!) times.push(time);
  }
  return times.sort((first, second) => first - second);
}

/** Equal-power stereo gains for a pan position in [0, 1] (0 = left). */
export function panGains(position: number): [number, number] {
  return [Math.cos((position * Math.PI) / 2), Math.sin((position * Math.PI) / 2)];
}

/** A random amplitude spread evenly in decibels between `lowDb` and `highDb`. */
export function amplitudeInDecibels(random: Random, lowDb: number, highDb: number): number {
  return 10 ** (random.between(lowDb, highDb) / 20);
}
