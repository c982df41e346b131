import type { AudioLoop } from '@steady/contracts';

/**
 * Where in the file a track is after `playedSeconds` of listening. A looping track plays its lead-in
 * once and then repeats its seamless window; a spoken track simply plays through and stops at its end.
 */
export function positionInTrack(
  playedSeconds: number,
  durationSeconds: number,
  loop: AudioLoop | null,
): number {
  const played = Math.max(0, playedSeconds);
  if (loop === null) return Math.min(played, durationSeconds);
  if (played < loop.endSeconds) return played;
  const loopLength = loop.endSeconds - loop.startSeconds;
  return loop.startSeconds + ((played - loop.startSeconds) % loopLength);
}
