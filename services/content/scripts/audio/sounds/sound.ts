import type { Biquad } from '../filters';
import { closeLoop } from '../loop';
import { gainFromDecibels, integratedLoudness } from '../loudness';
import type { Random } from '../random';

/** Two channels of equal length. */
export type Stereo = [Float32Array, Float32Array];

/** What every sound renderer gets: its own random stream, the rate, and the loop length in samples. */
export interface SoundContext {
  random: Random;
  sampleRate: number;
  loopLength: number;
}

/** A renderer returns exactly one period of its sound: sample `loopLength` would equal sample 0. */
export type SoundRenderer = (context: SoundContext) => Stereo;

/**
 * Renders stationary sound (noise through filters) a little longer than the loop, drops a settling
 * stretch so filters start warm, and closes it into a loop with a 2 s equal-power crossfade. `render`
 * gets the number of samples wanted and the offset of sample 0 of the loop in its output, so any
 * periodic control curve can be read at `(index - offset) mod loopLength`.
 */
export function loopedLayer(
  context: SoundContext,
  render: (length: number, loopStart: number, random: Random) => Float32Array,
  random: Random,
): Float32Array {
  const settle = Math.round(context.sampleRate);
  const crossfade = Math.round(2 * context.sampleRate);
  const rendered = render(settle + context.loopLength + crossfade, settle, random);
  return closeLoop(rendered.subarray(settle), context.loopLength, crossfade);
}

/** The same looped layer for left and right, from independent streams: decorrelated, hence wide. */
export function loopedStereoLayer(
  context: SoundContext,
  render: (length: number, loopStart: number, random: Random) => Float32Array,
): Stereo {
  return [
    loopedLayer(context, render, context.random.fork('left')),
    loopedLayer(context, render, context.random.fork('right')),
  ];
}

/** Reads a periodic curve at a position that may lie before the loop start or past its end. */
export function atLoopPosition(curve: Float32Array, index: number, loopStart: number): number {
  const length = curve.length;
  return curve[(((index - loopStart) % length) + length) % length]!;
}

/**
 * Filters one period of periodic sound so the result is periodic too: the loop is run through the
 * filters twice and only the second pass is kept, by when the first pass's start-up has died away.
 */
export function filterLoop(loop: Float32Array, filters: Biquad[]): Float32Array {
  const output = new Float32Array(loop.length);
  for (let pass = 0; pass < 2; pass++) {
    for (let index = 0; index < loop.length; index++) {
      let value = loop[index]!;
      for (const filter of filters) value = filter.process(value);
      output[index] = value;
    }
  }
  return output;
}

/**
 * Mixes layers at levels relative to each other: each is first brought to the same loudness, then
 * offset by its `db`. Keeps recipes readable ("rain, and brown noise 6 dB under it").
 */
export function mixLayers(sampleRate: number, layers: { sound: Stereo; db: number }[]): Stereo {
  const length = layers[0]!.sound[0].length;
  const mix: Stereo = [new Float32Array(length), new Float32Array(length)];
  for (const { sound, db } of layers) {
    const gain = gainFromDecibels(-23 - integratedLoudness(sound, sampleRate) + db);
    for (let channel = 0; channel < 2; channel++) {
      const source = sound[channel]!;
      const target = mix[channel]!;
      for (let index = 0; index < length; index++) target[index]! += source[index]! * gain;
    }
  }
  return mix;
}

/** Multiplies both channels by a gain curve of the same length, in place. */
export function applyGainCurve(sound: Stereo, curve: Float32Array): Stereo {
  for (const channel of sound)
    for (let index = 0; index < channel.length; index++) channel[index]! *= curve[index]!;
  return sound;
}

/** The whole number of cycles per loop nearest to a frequency: a tone with it loops seamlessly. */
export function cyclesPerLoop(frequency: number, context: SoundContext): number {
  return Math.max(1, Math.round((frequency * context.loopLength) / context.sampleRate));
}
