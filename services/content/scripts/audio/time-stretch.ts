/**
 * Slows speech without changing its pitch (WSOLA: waveform-similarity overlap-add). Each 40 ms Hann
 * frame is taken near where the slowed timeline says, at the offset (within ±10 ms) whose waveform best
 * continues the frame before, so periods line up and the voice stays smooth. `factor` > 1 lengthens.
 */
export function stretchSpeech(signal: Float32Array, sampleRate: number, factor: number): Float32Array {
  const frame = Math.round(0.04 * sampleRate);
  const hop = frame / 2;
  const tolerance = Math.round(0.01 * sampleRate);
  const window = Float32Array.from(
    { length: frame },
    (_, index) => 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / frame),
  );
  const outputLength = Math.round(signal.length * factor);
  const output = new Float32Array(outputLength + frame);
  const at = (index: number): number => (index >= 0 && index < signal.length ? signal[index]! : 0);
  let previous = 0;
  for (let outputStart = 0; outputStart < outputLength; outputStart += hop) {
    const nominal = Math.round(outputStart / factor);
    let best = nominal;
    if (outputStart > 0) {
      // The natural continuation of the previous frame is what should come next; find it near `nominal`.
      const continuation = previous + hop;
      let bestScore = -Infinity;
      for (let candidate = nominal - tolerance; candidate <= nominal + tolerance; candidate++) {
        let score = 0;
        for (let index = 0; index < frame; index += 2)
          score += at(candidate + index) * at(continuation + index);
        if (score > bestScore) {
          bestScore = score;
          best = candidate;
        }
      }
    }
    for (let index = 0; index < frame; index++)
      output[outputStart + index]! += at(best + index) * window[index]!;
    previous = best;
  }
  return output.subarray(0, outputLength);
}
