import { Biquad, filterSignal } from '../filters';
import { driftToRange, periodicDrift } from '../modulation';
import { brownNoise, pinkNoise } from '../noise';
import { atLoopPosition, loopedLayer, mixLayers, type SoundContext, type Stereo } from './sound';

/**
 * Wind: pink noise through a soft resonant band whose centre and level follow slow gusts (the band
 * rises as a gust grows), over a low brown-noise rumble. The right ear hears the gusts 1.5 s later,
 * as if the wind crossed the room.
 */
export function renderWind(context: SoundContext): Stereo {
  const { sampleRate, loopLength, random } = context;
  // About one gust curve cycle per 3.5 s at the fastest, whatever the loop's length.
  const loopSeconds = loopLength / sampleRate;
  const gusts = driftToRange(
    periodicDrift(random.fork('gusts'), loopLength, {
      lowestCycles: Math.max(2, Math.round(loopSeconds / 28)),
      highestCycles: Math.round(loopSeconds / 3.5),
    }),
    0,
    1,
  );
  const lag = Math.round(1.5 * sampleRate);
  const channels = [0, lag].map((delay, side) =>
    loopedLayer(
      context,
      (length, loopStart, layerRandom) => {
        const source = pinkNoise(layerRandom, length);
        const band = new Biquad(sampleRate);
        const body = new Biquad(sampleRate);
        const output = new Float32Array(length);
        for (let index = 0; index < length; index++) {
          const gust = atLoopPosition(gusts, index - delay, loopStart);
          // Coefficients change every 32 samples: smooth enough for a sweep this slow, and cheap.
          if (index % 32 === 0) {
            band.bandPass(220 + 520 * gust, 1.4);
            body.bandPass(110 + 200 * gust, 0.8);
          }
          const value = source[index]!;
          output[index] =
            (band.process(value) * (0.25 + 0.75 * gust) + 0.6 * body.process(value)) * (0.35 + 0.65 * gust);
        }
        return output;
      },
      random.fork(`air-${side}`),
    ),
  );
  const rumble: Stereo = [0, 1].map((side) =>
    loopedLayer(
      context,
      (length, _start, layerRandom) =>
        filterSignal(brownNoise(layerRandom, length, sampleRate), [
          new Biquad(sampleRate).lowPass(160),
          new Biquad(sampleRate).highPass(30),
        ]),
      random.fork(`rumble-${side}`),
    ),
  ) as Stereo;
  return mixLayers(sampleRate, [
    { sound: [channels[0]!, channels[1]!], db: 0 },
    { sound: rumble, db: -10 },
  ]);
}
