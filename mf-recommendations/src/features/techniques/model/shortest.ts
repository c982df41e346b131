import type { AppName, TechniqueEntry } from '@steady/contracts';

/** "Today is hard": a state page offers this many of the shortest techniques (and those kept below). */
const badDayTechniqueCount = 3;

/**
 * Kept in the short list wherever the page offers them: From stuck to started is gentle and made for
 * exactly the moment of being stuck (the procrastination and overwhelm pages).
 */
const keptOnHardDays: ReadonlySet<AppName> = new Set<AppName>(['stuckToStarted']);

const isKept = (technique: TechniqueEntry) =>
  technique.appName !== null && keptOnHardDays.has(technique.appName);

/**
 * The shortest techniques the viewer can open, shortest first (ties keep the list's order), and with them
 * the ones kept on hard days: on a hard day a long list and locked cards are one more thing to weigh.
 */
export function shortestTechniques(
  ordered: readonly TechniqueEntry[],
  count = badDayTechniqueCount,
): TechniqueEntry[] {
  const byMinutes = (first: TechniqueEntry, second: TechniqueEntry) => first.minutes - second.minutes;
  const open = ordered.filter((technique) => !technique.locked);
  const shortest = open
    .filter((technique) => !isKept(technique))
    .sort(byMinutes)
    .slice(0, count);
  const chosen = new Set([...shortest, ...open.filter(isKept)]);
  return open.filter((technique) => chosen.has(technique)).sort(byMinutes);
}
