/**
 * The reader's time zone as the browser knows it, sent with calls that count days (completions, the
 * journal, statistics, streaks), so a day is counted where the user lives it. Undefined when the browser
 * does not say, and the server counts in UTC.
 */
export function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
