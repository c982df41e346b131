/**
 * Band-limited resampling by a rational ratio (up/down), with a Kaiser-windowed sinc table of `up`
 * phases. Brings every speech engine's rate to 24 000 Hz (Festival's 32 000 Hz by 3/4 and 16 000 Hz by
 * 3/2, eSpeak's 22 050 Hz by 160/147).
 */
export function resample(input: Float32Array, up: number, down: number): Float32Array {
  const halfTaps = 24;
  // Cut off just below the lower of the two Nyquist frequencies, relative to the input rate.
  const cutoff = 0.92 * Math.min(1, up / down);
  const beta = 8;
  const bessel = (value: number): number => {
    let sum = 1;
    let term = 1;
    for (let k = 1; k < 30; k++) {
      term *= (value / (2 * k)) ** 2;
      sum += term;
    }
    return sum;
  };
  const table: Float64Array[] = [];
  for (let phase = 0; phase < up; phase++) {
    const taps = new Float64Array(2 * halfTaps);
    for (let tap = 0; tap < 2 * halfTaps; tap++) {
      const distance = tap - halfTaps + 1 - phase / up;
      const sinc = distance === 0 ? 1 : Math.sin(Math.PI * cutoff * distance) / (Math.PI * cutoff * distance);
      const ratio = distance / halfTaps;
      const window = Math.abs(ratio) >= 1 ? 0 : bessel(beta * Math.sqrt(1 - ratio * ratio)) / bessel(beta);
      taps[tap] = cutoff * sinc * window;
    }
    table.push(taps);
  }
  const outputLength = Math.floor((input.length * up) / down);
  const output = new Float32Array(outputLength);
  for (let index = 0; index < outputLength; index++) {
    const position = index * down;
    const base = Math.floor(position / up);
    const taps = table[position % up]!;
    let sum = 0;
    for (let tap = 0; tap < taps.length; tap++) {
      const sourceIndex = base + tap - halfTaps + 1;
      if (sourceIndex >= 0 && sourceIndex < input.length) sum += input[sourceIndex]! * taps[tap]!;
    }
    output[index] = sum;
  }
  return output;
}
