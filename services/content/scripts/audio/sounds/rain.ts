import { Biquad, filterSignal } from '../filters';
import { addWrapped } from '../loop';
import { driftToRange, periodicDrift } from '../modulation';
import { brownNoise, pinkNoise } from '../noise';
import type { Random } from '../random';
import { amplitudeInDecibels, panGains, scatterEvents } from './events';
import {
  applyGainCurve,
  filterLoop,
  loopedStereoLayer,
  mixLayers,
  type SoundContext,
  type Stereo,
} from './sound';

/** A single drop: a tick of band-passed noise, or (one time in four) a tiny rising bubble on water. */
function renderDrop(random: Random, sampleRate: number): Float32Array {
  if (random.next() < 0.75) {
    const decay = random.between(0.002, 0.007) * sampleRate;
    const tick = new Float32Array(Math.round(decay * 6));
    const band = new Biquad(sampleRate).bandPass(random.between(1200, 4200), 1.6);
    for (let index = 0; index < tick.length; index++) {
      const attack = Math.min(1, index / (0.0004 * sampleRate));
      tick[index] = band.process(random.gaussian()) * attack * Math.exp(-index / decay);
    }
    return tick;
  }
  const duration = random.between(0.012, 0.035) * sampleRate;
  const startHz = random.between(1500, 3200);
  const rise = random.between(0.1, 0.35);
  const bubble = new Float32Array(Math.round(duration * 4));
  let phase = 0;
  for (let index = 0; index < bubble.length; index++) {
    phase += (2 * Math.PI * startHz * (1 + (rise * index) / duration)) / sampleRate;
    const attack = Math.min(1, index / (0.001 * sampleRate));
    bubble[index] = 0.5 * Math.sin(phase) * attack * Math.exp(-index / duration);
  }
  return bubble;
}

/**
 * Rain: a hiss of band-limited pink noise, a faint low body, and thousands of scattered drops panned
 * across the field. One slow intensity curve swells and eases the hiss and the drop density together.
 */
export function renderRain(
  context: SoundContext,
  options: { dropsPerSecond?: number; dropsDb?: number } = {},
): Stereo {
  const { sampleRate, loopLength, random } = context;
  const intensity = driftToRange(
    periodicDrift(random.fork('intensity'), loopLength, { highestCycles: 10 }),
    0.55,
    1,
  );

  const hiss = loopedStereoLayer({ ...context, random: random.fork('hiss') }, (length, _start, layerRandom) =>
    filterSignal(pinkNoise(layerRandom, length), [
      new Biquad(sampleRate).highPass(450),
      new Biquad(sampleRate).lowPass(5200),
      new Biquad(sampleRate).lowPass(6500),
    ]),
  );
  applyGainCurve(
    hiss,
    intensity.map((value) => 0.7 + 0.3 * value),
  );

  const body = loopedStereoLayer({ ...context, random: random.fork('body') }, (length, _start, layerRandom) =>
    filterSignal(brownNoise(layerRandom, length, sampleRate), [
      new Biquad(sampleRate).lowPass(350),
      new Biquad(sampleRate).highPass(40),
    ]),
  );

  const drops: Stereo = [new Float32Array(loopLength), new Float32Array(loopLength)];
  const dropRandom = random.fork('drops');
  for (const time of scatterEvents(
    dropRandom,
    loopLength,
    sampleRate,
    options.dropsPerSecond ?? 260,
    intensity,
  )) {
    const drop = renderDrop(dropRandom, sampleRate);
    const [left, right] = panGains(dropRandom.next());
    const amplitude = amplitudeInDecibels(dropRandom, -30, 0);
    addWrapped(drops[0], drop, time, amplitude * left);
    addWrapped(drops[1], drop, time, amplitude * right);
  }
  const softenedDrops: Stereo = [
    filterLoop(drops[0], [new Biquad(sampleRate).lowPass(6000), new Biquad(sampleRate).highPass(300)]),
    filterLoop(drops[1], [new Biquad(sampleRate).lowPass(6000), new Biquad(sampleRate).highPass(300)]),
  ];

  return mixLayers(sampleRate, [
    { sound: hiss, db: 0 },
    { sound: softenedDrops, db: options.dropsDb ?? -4 },
    { sound: body, db: -12 },
  ]);
}
