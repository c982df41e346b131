import type { TechniqueEntry } from '@steady/contracts';

/** "Today is hard": a state page offers this many techniques, no more. */
const badDayTechniqueCount = 3;

/**
 * The shortest techniques the viewer can open, shortest first (ties keep the list's order): on a hard day
 * a long list and locked cards are one more thing to weigh.
 */
export function shortestTechniques(
  ordered: readonly TechniqueEntry[],
  count = badDayTechniqueCount,
): TechniqueEntry[] {
  return ordered
    .filter((technique) => !technique.locked)
    .sort((first, second) => first.minutes - second.minutes)
    .slice(0, count);
}
