import { z } from 'zod';
import { adhdMaxScore, type AdhdRangeId } from '@steady/contracts';

interface AdhdScoreRange {
  id: AdhdRangeId;
  min: number;
  max: number;
}

export interface AdhdScale {
  /** The points of each answer id, in the order the answers are offered (never above 3: 17 items, 0–51). */
  answerPoints: readonly number[];
  ranges: readonly AdhdScoreRange[];
}

const ranges: readonly AdhdScoreRange[] = [
  { id: 'low', min: 0, max: 16 },
  { id: 'moderate', min: 17, max: 33 },
  { id: 'high', min: 34, max: adhdMaxScore },
];

/**
 * Every version of the self-reflection scale, kept for good: a result is stored with the version it was
 * scored on and is always read with that version, whatever the questionnaire says today.
 */
export const adhdScales = {
  /** Never, Rarely, Often, Very often as 0–3: "Rarely" to every item scored 17, the middle range. */
  1: { answerPoints: [0, 1, 2, 3], ranges },
  /**
   * Never, Rarely, Sometimes, Often, Very often. A trait that shows rarely is part of everyone's life, so
   * "Never" and "Rarely" both score 0 and "Rarely" to every item stays in the lowest range; "Sometimes"
   * to every item (17) is the middle range, "Often" to every item (34) the top one.
   */
  2: { answerPoints: [0, 0, 1, 2, 3], ranges },
} as const satisfies Record<number, AdhdScale>;

export type AdhdScaleVersion = keyof typeof adhdScales;

/** The version new answers are scored on; adhd-test.json's `version` must name it. */
export const currentAdhdScaleVersion = 2 satisfies AdhdScaleVersion;

export const adhdScaleVersionSchema = z.literal(Object.keys(adhdScales).map(Number) as AdhdScaleVersion[]);
