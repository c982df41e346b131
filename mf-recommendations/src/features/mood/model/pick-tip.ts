import type { RandomSource } from '../../techniques';

/**
 * The index of a random tip (spec §2: one random tip is shown). "Another tip" never shows the same one
 * again, or the button would seem broken; with a single tip there is nothing else to show.
 */
export function pickTipIndex(
  tipCount: number,
  currentIndex: number | null,
  random: RandomSource,
): number | null {
  if (tipCount <= 0) return null;
  if (currentIndex === null || currentIndex >= tipCount) return Math.floor(random() * tipCount);
  if (tipCount === 1) return 0;
  const step = 1 + Math.floor(random() * (tipCount - 1));
  return (currentIndex + step) % tipCount;
}
