/**
 * A look-ahead peak limiter for speech (never used on loops: its gain would not be periodic).
 * Synthetic speech has sharp glottal peaks, 20 dB or more above its loudness; trimming just those lets
 * the voice sit at a comfortable level without clipping. The gain dips 5 ms ahead of a peak and
 * recovers over about 80 ms, too smooth to hear as pumping.
 */
export function limitPeaks(signal: Float32Array, sampleRate: number, ceiling: number): Float32Array {
  const reach = Math.round(0.005 * sampleRate);
  const length = signal.length;
  const needed = Float32Array.from(signal, (value) => Math.min(1, ceiling / Math.max(Math.abs(value), 1e-9)));

  // Smallest needed gain within ±reach of each sample (sliding minimum with a monotonic queue).
  const nearest = new Float32Array(length);
  const queue = new Int32Array(length);
  let head = 0;
  let tail = 0;
  for (let index = 0; index < length + reach; index++) {
    if (index < length) {
      while (tail > head && needed[queue[tail - 1]!]! >= needed[index]!) tail--;
      queue[tail++] = index;
    }
    const centre = index - reach;
    if (centre < 0) continue;
    while (queue[head]! < centre - reach) head++;
    nearest[centre] = needed[queue[head]!]!;
  }

  // Slow recovery, never above what is needed.
  const recovery = 1 - Math.exp(-1 / (0.08 * sampleRate));
  for (let index = 1; index < length; index++) {
    nearest[index] = Math.min(nearest[index]!, nearest[index - 1]! + (1 - nearest[index - 1]!) * recovery);
  }

  // Averaging over ±reach keeps every gain at or below what its own sample needs, and smooths the dips.
  // Past the ends the edge gains repeat, which keeps that promise for the first and last samples too.
  const prefix = new Float64Array(length + 2 * reach + 1);
  for (let padded = 0; padded < length + 2 * reach; padded++) {
    const index = Math.min(length - 1, Math.max(0, padded - reach));
    prefix[padded + 1] = prefix[padded]! + nearest[index]!;
  }
  return signal.map(
    (value, index) => (value * (prefix[index + 2 * reach + 1]! - prefix[index]!)) / (2 * reach + 1),
  );
}
