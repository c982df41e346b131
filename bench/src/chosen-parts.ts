/**
 * The parts of a benchmark that `BENCH_ONLY` names (comma-separated), or all of them when it is unset; a
 * name that is not a part stops the run with the list of those that are.
 */
export function chosenParts<Part extends string>(
  parts: readonly Part[],
  only: string | undefined,
): ReadonlySet<Part> {
  if (!only) return new Set(parts);
  const names = only.split(',');
  const unknown = names.filter((name) => !parts.includes(name as Part));
  if (unknown.length > 0) throw new Error(`Unknown bench part ${unknown.join(', ')}: ${parts.join(', ')}`);
  return new Set(names as Part[]);
}
