import type { HistoryEntry } from '@steady/contracts';

/** The techniques finished on this device since local midnight, to mark them on the state page. */
export function techniquesDoneToday(history: readonly HistoryEntry[], now: Date): Set<string> {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return new Set(
    history.filter((entry) => Date.parse(entry.timestamp) >= startOfToday).map((entry) => entry.techniqueId),
  );
}
