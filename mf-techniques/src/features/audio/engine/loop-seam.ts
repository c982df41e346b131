import type { AudioLoop } from '@steady/contracts';

/** Long enough to hide any step at the seam, short enough that no swell or wave changes within it. */
const seamCrossfadeSeconds = 0.02;

/**
 * A lossy codec renders the loop's end and the copy of it just before the loop's start differently (Opus at
 * 48 kbps by up to a quarter of a drone's level), so jumping from one to the other can tick. The last
 * `seamCrossfadeSeconds` of the loop are faded over to that copy, so the loop's last sample leads straight
 * into its first, as it did in the file. Each sound is the same recording, so nothing else changes.
 */
export function smoothLoopSeam(channels: readonly Float32Array[], sampleRate: number, loop: AudioLoop): void {
  const start = Math.round(loop.startSeconds * sampleRate);
  const end = Math.round(loop.endSeconds * sampleRate);
  const length = Math.min(Math.round(seamCrossfadeSeconds * sampleRate), start);
  for (const samples of channels) {
    for (let index = 0; index < length; index++) {
      const towardsCopy = (index + 1) / length;
      const at = end - length + index;
      samples[at] = samples[at]! * (1 - towardsCopy) + samples[start - length + index]! * towardsCopy;
    }
  }
}
