import { Biquad, filterSignal } from '../filters';
import { addWrapped } from '../loop';
import { driftToRange, periodicDrift } from '../modulation';
import { pinkNoise } from '../noise';
import type { Random } from '../random';
import { amplitudeInDecibels, panGains, scatterEvents } from './events';
import { filterLoop, loopedStereoLayer, mixLayers, type SoundContext, type Stereo } from './sound';

/**
 * One bubble of running water: a sine whose pitch rises as it fades (the sound a small air pocket
 * makes as it closes), with a soft 2 ms onset so it never clicks.
 */
function renderBubble(random: Random, sampleRate: number): Float32Array {
  const startHz = Math.exp(random.between(Math.log(380), Math.log(1500)));
  const decay = random.between(0.006, 0.022) * sampleRate;
  const rise = random.between(0.25, 0.9);
  const bubble = new Float32Array(Math.round(decay * 5));
  let phase = 0;
  for (let index = 0; index < bubble.length; index++) {
    phase += (2 * Math.PI * startHz * (1 + (rise * index) / (decay * 5))) / sampleRate;
    const onset = Math.sin((Math.PI / 2) * Math.min(1, index / (0.002 * sampleRate)));
    bubble[index] = Math.sin(phase) * onset * Math.exp(-index / decay);
  }
  return bubble;
}

/**
 * A stream: a soft band of pink noise (the water's body) and a dense babble of bubbles spread across
 * the field, their rate rising and falling gently over the loop.
 */
export function renderStream(
  context: SoundContext,
  options: { bubblesPerSecond?: number; bubblesDb?: number } = {},
): Stereo {
  const { sampleRate, loopLength, random } = context;
  const flow = driftToRange(periodicDrift(random.fork('flow'), loopLength, { highestCycles: 12 }), 0.5, 1);

  const body = loopedStereoLayer({ ...context, random: random.fork('body') }, (length, _start, layerRandom) =>
    filterSignal(pinkNoise(layerRandom, length), [
      new Biquad(sampleRate).highPass(250),
      new Biquad(sampleRate).peaking(900, 0.8, 4),
      new Biquad(sampleRate).lowPass(3800),
      new Biquad(sampleRate).lowPass(5000),
    ]),
  );

  const babble: Stereo = [new Float32Array(loopLength), new Float32Array(loopLength)];
  const bubbleRandom = random.fork('bubbles');
  for (const time of scatterEvents(
    bubbleRandom,
    loopLength,
    sampleRate,
    options.bubblesPerSecond ?? 140,
    flow,
  )) {
    const bubble = renderBubble(bubbleRandom, sampleRate);
    const [left, right] = panGains(bubbleRandom.between(0.1, 0.9));
    const amplitude = amplitudeInDecibels(bubbleRandom, -26, 0);
    addWrapped(babble[0], bubble, time, amplitude * left);
    addWrapped(babble[1], bubble, time, amplitude * right);
  }
  const softBabble: Stereo = [
    filterLoop(babble[0], [new Biquad(sampleRate).lowPass(4500), new Biquad(sampleRate).highPass(200)]),
    filterLoop(babble[1], [new Biquad(sampleRate).lowPass(4500), new Biquad(sampleRate).highPass(200)]),
  ];

  return mixLayers(sampleRate, [
    { sound: body, db: 0 },
    { sound: softBabble, db: options.bubblesDb ?? -3 },
  ]);
}
