import { Biquad, OnePoleLowPass } from '../filters';
import { addWrapped } from '../loop';
import { brownNoise, pinkNoise } from '../noise';
import type { Random } from '../random';
import { atLoopPosition, loopedLayer, mixLayers, type SoundContext, type Stereo } from './sound';

interface Wave {
  start: number;
  riseSeconds: number;
  washSeconds: number;
  height: number;
}

/**
 * Wave arrivals over one loop: 5.5–12 s apart and of uneven height, some followed by a smaller
 * after-wave, then stretched together so the last interval ends exactly where the first wave begins
 * again.
 */
function planWaves(random: Random, loopSeconds: number): Wave[] {
  const gaps: number[] = [];
  let total = 0;
  while (total < loopSeconds - 6) {
    const gap = random.between(5.5, 12);
    gaps.push(gap);
    total += gap;
  }
  const stretch = loopSeconds / total;
  let start = random.between(0, 3);
  const waves: Wave[] = [];
  for (const gap of gaps) {
    const height = random.between(0.35, 1);
    waves.push({ start, riseSeconds: random.between(1.8, 3.8), washSeconds: random.between(2, 5), height });
    if (random.next() < 0.35) {
      const after = {
        start: start + random.between(1.5, 3),
        riseSeconds: random.between(1, 2),
        washSeconds: random.between(1.5, 3),
      };
      waves.push({ ...after, height: height * random.between(0.3, 0.6) });
    }
    start += gap * stretch;
  }
  return waves;
}

/** Loudness shape of the sea for one ear: each wave swells (eased), breaks, and washes out slowly. */
function waveEnvelope(waves: Wave[], random: Random, sampleRate: number, loopLength: number): Float32Array {
  const envelope = new Float32Array(loopLength).fill(0.22);
  for (const wave of waves) {
    const rise = wave.riseSeconds * sampleRate;
    const wash = wave.washSeconds * sampleRate;
    const shape = new Float32Array(Math.round(rise + wash * 6));
    for (let index = 0; index < shape.length; index++) {
      shape[index] =
        index < rise
          ? (0.5 - 0.5 * Math.cos((Math.PI * index) / rise)) ** 1.6
          : Math.exp(-(index - rise) / wash);
    }
    // Each ear hears the wave a little earlier or later and a little louder or softer: width.
    const offset = random.between(-0.35, 0.35) * sampleRate;
    addWrapped(envelope, shape, wave.start * sampleRate + offset, wave.height * random.between(0.85, 1.15));
  }
  return envelope;
}

/**
 * Sea waves: dark noise whose level and brightness follow each wave (the low-pass opens as a wave
 * breaks), plus a quieter foam layer of brighter noise on the wash.
 */
export function renderWaves(context: SoundContext, options: { brightestHz?: number } = {}): Stereo {
  const { sampleRate, loopLength, random } = context;
  const brightest = options.brightestHz ?? 2200;
  const waves = planWaves(random.fork('plan'), loopLength / sampleRate);
  const channels = (['left', 'right'] as const).map((side) => {
    const sideRandom = random.fork(side);
    const envelope = waveEnvelope(waves, sideRandom.fork('envelope'), sampleRate, loopLength);
    const water = loopedLayer(
      context,
      (length, loopStart, layerRandom) => {
        const source = brownNoise(layerRandom, length, sampleRate);
        const hiss = pinkNoise(layerRandom.fork('hiss'), length);
        const first = new OnePoleLowPass(sampleRate);
        const second = new OnePoleLowPass(sampleRate);
        const rumbleCut = new Biquad(sampleRate).highPass(35);
        const output = new Float32Array(length);
        for (let index = 0; index < length; index++) {
          const level = atLoopPosition(envelope, index, loopStart);
          const cutoff = 200 + brightest * Math.min(level, 1.3) ** 1.3;
          const input = source[index]! + 0.25 * hiss[index]!;
          // Level follows the wave less than brightness does: softer peaks, a sea that never goes silent.
          output[index] =
            rumbleCut.process(second.process(first.process(input, cutoff), cutoff)) * level ** 0.7;
        }
        return output;
      },
      sideRandom.fork('water'),
    );
    const foam = loopedLayer(
      context,
      (length, loopStart, layerRandom) => {
        const source = pinkNoise(layerRandom, length);
        const band = [new Biquad(sampleRate).highPass(900), new Biquad(sampleRate).lowPass(brightest * 2)];
        const output = new Float32Array(length);
        for (let index = 0; index < length; index++) {
          const level = atLoopPosition(envelope, index, loopStart);
          let value = source[index]!;
          for (const filter of band) value = filter.process(value);
          output[index] = value * Math.max(0, level - 0.2) ** 2;
        }
        return output;
      },
      sideRandom.fork('foam'),
    );
    return { water, foam };
  });
  // The foam is what a phone speaker plays of the sea: loud enough to carry each wave there too.
  return mixLayers(sampleRate, [
    { sound: [channels[0]!.water, channels[1]!.water], db: 0 },
    { sound: [channels[0]!.foam, channels[1]!.foam], db: -5 },
  ]);
}
