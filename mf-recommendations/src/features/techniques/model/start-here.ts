import type { TechniqueEntry } from '@steady/contracts';

/**
 * The one technique a state page suggests first: the quickest interactive tool this viewer can open now
 * (a guided tool asks the least of someone in a hard moment), or else the first open technique. Ties keep
 * the list's order.
 */
export function startHereTechnique(ordered: readonly TechniqueEntry[]): TechniqueEntry | null {
  const open = ordered.filter((technique) => !technique.locked);
  const tools = open.filter((technique) => technique.type === 'app');
  const candidates = tools.length > 0 ? tools : open;
  return candidates.reduce<TechniqueEntry | null>(
    (quickest, technique) =>
      quickest === null || technique.minutes < quickest.minutes ? technique : quickest,
    null,
  );
}

/**
 * The list with the suggestion moved to the top. Spec §4's order still holds: the suggestion is an open
 * technique, and an interactive one whenever any is open, so it belongs at the head of its group anyway.
 */
export function withStartHereFirst(
  ordered: readonly TechniqueEntry[],
  startHere: TechniqueEntry | null,
): TechniqueEntry[] {
  if (startHere === null) return [...ordered];
  return [startHere, ...ordered.filter((technique) => technique.id !== startHere.id)];
}
