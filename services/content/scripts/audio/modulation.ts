import type { Random } from './random';

/**
 * A slow random curve that repeats exactly every `length` samples: a sum of sines with whole numbers of
 * cycles per loop, random phases and 1/f-ish weights. It keeps textures moving across the whole loop
 * (no short repetition) while the loop stays seamless. Values lie in [-1, 1].
 */
export function periodicDrift(
  random: Random,
  length: number,
  options: { lowestCycles?: number; highestCycles: number },
): Float32Array {
  const lowest = options.lowestCycles ?? 1;
  const partials: { cycles: number; phase: number; weight: number }[] = [];
  for (let cycles = lowest; cycles <= options.highestCycles; cycles++) {
    partials.push({
      cycles,
      phase: random.between(0, 2 * Math.PI),
      weight: random.between(0.5, 1) / Math.sqrt(cycles),
    });
  }
  const output = new Float32Array(length);
  let largest = 1e-9;
  for (let index = 0; index < length; index++) {
    const position = (2 * Math.PI * index) / length;
    let value = 0;
    for (const partial of partials)
      value += partial.weight * Math.sin(partial.cycles * position + partial.phase);
    output[index] = value;
    largest = Math.max(largest, Math.abs(value));
  }
  for (let index = 0; index < length; index++) output[index]! /= largest;
  return output;
}

/** Maps a drift curve in [-1, 1] to gains between `low` and `high`. */
export function driftToRange(drift: Float32Array, low: number, high: number): Float32Array {
  return drift.map((value) => low + ((value + 1) / 2) * (high - low));
}

/**
 * A breathing swell that repeats every `periodSamples`: a smooth rise over `riseFraction` of the period
 * and a longer, gentler fall, in [0, 1]. Raised-cosine halves keep both turns soft.
 */
export function breathingSwell(length: number, periodSamples: number, riseFraction: number): Float32Array {
  const output = new Float32Array(length);
  for (let index = 0; index < length; index++) {
    const phase = (index % periodSamples) / periodSamples;
    output[index] =
      phase < riseFraction
        ? 0.5 - 0.5 * Math.cos((Math.PI * phase) / riseFraction)
        : 0.5 + 0.5 * Math.cos((Math.PI * (phase - riseFraction)) / (1 - riseFraction));
  }
  return output;
}
