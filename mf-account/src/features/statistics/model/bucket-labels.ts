import type { StatsResponse } from '@steady/contracts';

/** A user's day (YYYY-MM-DD) as a date at noon UTC, so formatting in UTC never moves it to another day. */
export const dayAsDate = (day: string) => new Date(`${day}T12:00:00.000Z`);

/** The short label under a chart column: the weekday for a week, day and month for a month, a month for a year. */
export function bucketLabel(start: string, range: StatsResponse['range'], locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    range === 'week'
      ? { weekday: 'short' }
      : range === 'month'
        ? { day: 'numeric', month: 'short' }
        : { month: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(dayAsDate(start));
}

/** The full label of a column, for tables and screen readers: "Monday, 2 March" or "March 2026". */
export function bucketTitle(start: string, range: StatsResponse['range'], locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    range === 'year'
      ? { month: 'long', year: 'numeric' }
      : { weekday: 'long', day: 'numeric', month: 'long' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(dayAsDate(start));
}
