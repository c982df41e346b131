import type { Mood } from '@steady/contracts';

/**
 * The states someone in acute distress is likely to pick, or where others may be at risk (irritability):
 * their pages carry the crisis help block.
 */
export const moodsWithCrisisHelp: ReadonlySet<Mood> = new Set(['anxiety', 'overwhelm', 'irritability']);
