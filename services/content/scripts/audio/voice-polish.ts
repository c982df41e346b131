import { Biquad, filterSignal } from './filters';

/** Spoken tracks are mono at 24 kHz. */
export const voiceSampleRate = 24000;

/**
 * A small, dim room (Schroeder: four parallel combs into two all-passes). Synthetic speech sounds dry and
 * boxed-in; a touch of space under it makes it gentler without blurring the words.
 */
function roomReverb(signal: Float32Array, sampleRate: number): Float32Array {
  const combs = [0.0297, 0.0371, 0.0411, 0.0437].map((seconds) => ({
    delay: Math.round(seconds * sampleRate),
    feedback: 0.72,
  }));
  const wet = new Float32Array(signal.length);
  for (const comb of combs) {
    const line = new Float32Array(comb.delay);
    let damped = 0;
    for (let index = 0; index < signal.length; index++) {
      const delayed = line[index % comb.delay]!;
      damped = 0.6 * damped + 0.4 * delayed; // the walls soak up highs: a warm, not metallic, tail
      line[index % comb.delay] = signal[index]! + damped * comb.feedback;
      wet[index]! += delayed / combs.length;
    }
  }
  for (const seconds of [0.005, 0.0017]) {
    const delay = Math.round(seconds * sampleRate);
    const line = new Float32Array(delay);
    for (let index = 0; index < wet.length; index++) {
      const delayed = line[index % delay]!;
      const input = wet[index]!;
      line[index % delay] = input + 0.5 * delayed;
      wet[index] = delayed - 0.5 * input;
    }
  }
  return wet;
}

/**
 * Makes the voice easier to listen to (speech at `voiceSampleRate`): rumble cut, a little warmth, the
 * top end softened (not cut: the recorded and HTS voices have no buzz to hide, and a phone speaker
 * needs their consonants), and a little room.
 */
export function polishVoice(speech: Float32Array): Float32Array {
  const shaped = filterSignal(speech, [
    new Biquad(voiceSampleRate).highPass(85),
    new Biquad(voiceSampleRate).peaking(220, 0.9, 1.5),
    new Biquad(voiceSampleRate).highShelf(6000, -3),
    new Biquad(voiceSampleRate).lowPass(9000),
  ]);
  const room = roomReverb(shaped, voiceSampleRate);
  return shaped.map((value, index) => value + 0.22 * room[index]!);
}

export function concatenate(parts: Float32Array[]): Float32Array {
  const output = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    output.set(part, offset);
    offset += part.length;
  }
  return output;
}

/** Raised-cosine fade in and out at the ends of a signal, in place. */
export function fadeEnds(signal: Float32Array, fadeInSeconds: number, fadeOutSeconds: number): Float32Array {
  const fadeIn = Math.round(fadeInSeconds * voiceSampleRate);
  const fadeOut = Math.round(fadeOutSeconds * voiceSampleRate);
  for (let index = 0; index < fadeIn; index++)
    signal[index]! *= 0.5 - 0.5 * Math.cos((Math.PI * index) / fadeIn);
  for (let index = 0; index < fadeOut; index++)
    signal[signal.length - 1 - index]! *= 0.5 - 0.5 * Math.cos((Math.PI * index) / fadeOut);
  return signal;
}
