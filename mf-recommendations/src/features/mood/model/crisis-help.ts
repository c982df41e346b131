import type { Mood } from '@steady/contracts';

/** The states someone in acute distress is likely to pick: their pages carry the crisis help block. */
export const moodsWithCrisisHelp: ReadonlySet<Mood> = new Set(['anxiety', 'overwhelm']);
