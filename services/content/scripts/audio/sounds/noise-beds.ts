import { Biquad, filterSignal } from '../filters';
import { driftToRange, periodicDrift } from '../modulation';
import { brownNoise, pinkNoise } from '../noise';
import { applyGainCurve, loopedStereoLayer, type SoundContext, type Stereo } from './sound';

/**
 * Brown noise: deep and soft. High-passed at 45 Hz (below that it is pressure rather than sound, and
 * most of its power), low-passed to drop its faint hiss.
 */
export function renderBrownNoise(context: SoundContext, options: { cutoffHz?: number } = {}): Stereo {
  const { sampleRate } = context;
  const sound = loopedStereoLayer(context, (length, _start, random) =>
    filterSignal(brownNoise(random, length, sampleRate), [
      new Biquad(sampleRate).highPass(45),
      new Biquad(sampleRate).lowPass(options.cutoffHz ?? 1800),
    ]),
  );
  // ±1 dB over tens of seconds: enough to keep it alive, too slow to notice as a change.
  return applyGainCurve(
    sound,
    driftToRange(
      periodicDrift(context.random.fork('level'), context.loopLength, { highestCycles: 6 }),
      0.89,
      1.12,
    ),
  );
}

/** Pink noise, softened above 4 kHz and rolled off by 8 kHz so it stays a gentle "shh". */
export function renderPinkNoise(context: SoundContext, options: { cutoffHz?: number } = {}): Stereo {
  const { sampleRate } = context;
  const cutoff = options.cutoffHz ?? 7000;
  const sound = loopedStereoLayer(context, (length, _start, random) =>
    filterSignal(pinkNoise(random, length), [
      new Biquad(sampleRate).highPass(35),
      new Biquad(sampleRate).highShelf(3500, -4),
      new Biquad(sampleRate).lowPass(cutoff),
      new Biquad(sampleRate).lowPass(cutoff * 1.3),
    ]),
  );
  return applyGainCurve(
    sound,
    driftToRange(
      periodicDrift(context.random.fork('level'), context.loopLength, { highestCycles: 6 }),
      0.89,
      1.12,
    ),
  );
}
