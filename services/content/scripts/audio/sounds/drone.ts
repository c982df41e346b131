import { driftToRange, periodicDrift } from '../modulation';
import { renderPinkNoise } from './noise-beds';
import { cyclesPerLoop, mixLayers, type SoundContext, type Stereo } from './sound';

/** One partial of a drone chord: a frequency in Hz and a relative amplitude. */
interface DronePartial {
  hz: number;
  amplitude: number;
}

/**
 * A low open chord (octaves and fifths over A1): warm, with no third to pull the ear towards melody. The
 * partials from 220 to 660 Hz are what a phone speaker can play: without them the hum all but vanishes.
 */
const warmChord: DronePartial[] = [
  { hz: 55, amplitude: 0.7 },
  { hz: 82.4, amplitude: 0.45 },
  { hz: 110, amplitude: 0.6 },
  { hz: 164.8, amplitude: 0.45 },
  { hz: 220, amplitude: 0.5 },
  { hz: 329.6, amplitude: 0.45 },
  { hz: 440, amplitude: 0.35 },
  { hz: 659.3, amplitude: 0.2 },
];

/**
 * Sustained sine partials, each a pair detuned by a fraction of a hertz (a slow, soft beating) and
 * placed apart in the stereo field, each pair's level drifting on its own over the loop. Every
 * frequency is rounded to whole cycles per loop, so the tone itself is exactly periodic.
 */
function renderTones(context: SoundContext, chord: DronePartial[], driftCycles: number): Stereo {
  const { loopLength, random } = context;
  const sound: Stereo = [new Float32Array(loopLength), new Float32Array(loopLength)];
  chord.forEach((partial, partialIndex) => {
    const partialRandom = random.fork(`partial-${partialIndex}`);
    const level = driftToRange(
      periodicDrift(partialRandom, loopLength, { highestCycles: driftCycles }),
      0.45,
      1,
    );
    const detune = partialRandom.between(0.04, 0.12);
    for (const [channelIndex, direction] of [
      [0, -1],
      [1, 1],
    ] as const) {
      const cycles = cyclesPerLoop(partial.hz + direction * detune, context);
      const phase = partialRandom.between(0, 2 * Math.PI);
      const channel = sound[channelIndex];
      for (let index = 0; index < loopLength; index++) {
        // (cycles × index) mod length keeps the phase exact over millions of samples.
        const angle = (2 * Math.PI * ((cycles * index) % loopLength)) / loopLength + phase;
        channel[index]! += partial.amplitude * level[index]! * Math.sin(angle);
      }
    }
  });
  return sound;
}

/** A warm drone: the tones over a breath of dark pink noise, far below them. */
export function renderDrone(
  context: SoundContext,
  options: { chord?: DronePartial[]; driftCycles?: number; noiseDb?: number } = {},
): Stereo {
  const tones = renderTones(
    { ...context, random: context.random.fork('tones') },
    options.chord ?? warmChord,
    options.driftCycles ?? 5,
  );
  const air = renderPinkNoise({ ...context, random: context.random.fork('air') }, { cutoffHz: 900 });
  return mixLayers(context.sampleRate, [
    { sound: tones, db: 0 },
    { sound: air, db: options.noiseDb ?? -16 },
  ]);
}
