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

/**
 * A crackle: one to four tiny band-passed noise ticks within a few tens of milliseconds (wood splits in
 * small bursts), each with a 0.5 ms onset so even the sharpest stays round.
 */
function renderCrackle(random: Random, sampleRate: number): Float32Array {
  const crackle = new Float32Array(Math.round(0.06 * sampleRate));
  const ticks = 1 + Math.floor(random.next() * 4);
  for (let tick = 0; tick < ticks; tick++) {
    const start = Math.floor(random.between(0, 0.035) * sampleRate);
    const decay = random.between(0.001, 0.004) * sampleRate;
    const band = new Biquad(sampleRate).bandPass(random.between(700, 3000), 1.2);
    const amplitude = random.between(0.3, 1);
    for (let index = 0; start + index < crackle.length && index < decay * 8; index++) {
      const onset = Math.min(1, index / (0.0005 * sampleRate));
      crackle[start + index]! +=
        band.process(random.gaussian()) * amplitude * onset * Math.exp(-index / decay);
    }
  }
  return crackle;
}

/** A soft low pop (a knot or pocket of resin): a short thud of low band-passed noise. */
function renderPop(random: Random, sampleRate: number): Float32Array {
  const decay = random.between(0.006, 0.016) * sampleRate;
  const pop = new Float32Array(Math.round(decay * 6));
  const band = new Biquad(sampleRate).bandPass(random.between(250, 700), 1.5);
  for (let index = 0; index < pop.length; index++) {
    const onset = Math.min(1, index / (0.001 * sampleRate));
    pop[index] = band.process(random.gaussian()) * onset * Math.exp(-index / decay);
  }
  return pop;
}

/**
 * A fireplace: a warm low roar (brown noise, flickering in level) and a faint breathy mid layer, with
 * soft crackles and pops scattered over it, clustered where the flicker is strong.
 */
export function renderFire(context: SoundContext): Stereo {
  const { sampleRate, loopLength, random } = context;
  const flicker = driftToRange(
    periodicDrift(random.fork('flicker'), loopLength, { lowestCycles: 3, highestCycles: 40 }),
    0.35,
    1,
  );

  const roar = loopedStereoLayer({ ...context, random: random.fork('roar') }, (length, _start, layerRandom) =>
    filterSignal(brownNoise(layerRandom, length, sampleRate), [
      new Biquad(sampleRate).lowPass(380),
      new Biquad(sampleRate).highPass(35),
    ]),
  );
  applyGainCurve(
    roar,
    flicker.map((value) => 0.65 + 0.35 * value),
  );

  const breath = loopedStereoLayer(
    { ...context, random: random.fork('breath') },
    (length, _start, layerRandom) =>
      filterSignal(pinkNoise(layerRandom, length), [
        new Biquad(sampleRate).bandPass(700, 0.6),
        new Biquad(sampleRate).lowPass(2500),
      ]),
  );
  applyGainCurve(breath, flicker);

  const sparks: Stereo = [new Float32Array(loopLength), new Float32Array(loopLength)];
  const sparkRandom = random.fork('sparks');
  const place = (
    times: number[],
    render: (eventRandom: Random) => Float32Array,
    lowDb: number,
    highDb: number,
  ): void => {
    for (const time of times) {
      const event = render(sparkRandom);
      const [left, right] = panGains(sparkRandom.between(0.2, 0.8));
      const amplitude = amplitudeInDecibels(sparkRandom, lowDb, highDb);
      addWrapped(sparks[0], event, time, amplitude * left);
      addWrapped(sparks[1], event, time, amplitude * right);
    }
  };
  // Within 16 dB of each other: no lone crack far above the rest to set the track's peak.
  place(
    scatterEvents(sparkRandom, loopLength, sampleRate, 9, flicker),
    (eventRandom) => renderCrackle(eventRandom, sampleRate),
    -20,
    -6,
  );
  place(
    scatterEvents(sparkRandom, loopLength, sampleRate, 1.5, flicker),
    (eventRandom) => renderPop(eventRandom, sampleRate),
    -14,
    -4,
  );
  // Steep above 4 kHz: a crackle should sound like wood, not like a click in the headphones.
  const soften = (): Biquad[] => [
    new Biquad(sampleRate).lowPass(4000),
    new Biquad(sampleRate).lowPass(4500),
    new Biquad(sampleRate).highPass(150),
  ];
  const softSparks: Stereo = [filterLoop(sparks[0], soften()), filterLoop(sparks[1], soften())];

  // The breath and the sparks carry the fire on a phone speaker, which plays little of the roar.
  return mixLayers(sampleRate, [
    { sound: roar, db: 0 },
    { sound: breath, db: -6 },
    { sound: softSparks, db: -12 },
  ]);
}
