/** A `datetime-local` value on the reader's clock as the API takes it (UTC ISO); null when it is no time. */
export function instantOf(localValue: string): string | null {
  const date = new Date(localValue);
  return localValue === '' || Number.isNaN(date.getTime()) ? null : date.toISOString();
}
