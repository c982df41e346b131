import type { Random } from './random';

/** Noise colours as plain sample arrays, roughly unit RMS before any filtering. */

/** Pink (−3 dB/octave): Paul Kellett's refined filter over white noise. */
export function pinkNoise(random: Random, length: number): Float32Array {
  const output = new Float32Array(length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let b4 = 0;
  let b5 = 0;
  let b6 = 0;
  for (let index = 0; index < length; index++) {
    const white = random.gaussian();
    b0 = 0.99886 * b0 + white * 0.0555179;
    b1 = 0.99332 * b1 + white * 0.0750759;
    b2 = 0.969 * b2 + white * 0.153852;
    b3 = 0.8665 * b3 + white * 0.3104856;
    b4 = 0.55 * b4 + white * 0.5329522;
    b5 = -0.7616 * b5 - white * 0.016898;
    output[index] = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362) * 0.2;
    b6 = white * 0.115926;
  }
  return output;
}

/**
 * Brown (−6 dB/octave): leaky integration of white noise. The leak keeps it from wandering off as DC;
 * it flattens the spectrum below about 10 Hz, far under hearing.
 */
export function brownNoise(random: Random, length: number, sampleRate: number): Float32Array {
  const output = new Float32Array(length);
  const leak = 1 - (2 * Math.PI * 10) / sampleRate;
  let state = 0;
  for (let index = 0; index < length; index++) {
    state = leak * state + random.gaussian() * 0.06;
    output[index] = state;
  }
  return output;
}
