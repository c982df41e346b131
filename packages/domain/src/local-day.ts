/**
 * A day as the user lives it: a calendar date (YYYY-MM-DD) in their time zone, starting at their chosen
 * hour, so a sitting at 1:30 at night still counts for the evening before when the day starts at 4:00.
 */
export type LocalDay = string;

const dayMs = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time at `instant` in `timeZone`, as if that wall clock were UTC (epoch ms). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

const toDay = (utcMidnightMs: number): LocalDay => new Date(utcMidnightMs).toISOString().slice(0, 10);
const dayMsOf = (day: LocalDay): number => Date.parse(`${day}T00:00:00.000Z`);

/** The user's day that `instant` belongs to: before the day-start hour it is still the previous day. */
export function localDayOf(instant: Date, timeZone: string, dayStartHour: number): LocalDay {
  const wallClock = wallClockMs(instant.getTime(), timeZone);
  return toDay(Math.floor((wallClock - dayStartHour * 60 * 60 * 1000) / dayMs) * dayMs);
}

/** The day `count` days after `day` (negative: before). */
export function addDays(day: LocalDay, count: number): LocalDay {
  return toDay(dayMsOf(day) + count * dayMs);
}

/** Days from `first` to `last`, both included, oldest first. */
export function daysBetween(first: LocalDay, last: LocalDay): LocalDay[] {
  const days: LocalDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whole days from `earlier` to `later` (1 for consecutive days). */
export function dayDistance(earlier: LocalDay, later: LocalDay): number {
  return Math.round((dayMsOf(later) - dayMsOf(earlier)) / dayMs);
}

/**
 * The instant the user's `day` begins (its day-start hour on their wall clock), for filtering rows stamped
 * with instants. A start hour skipped by a daylight-saving change resolves to the moment after the gap.
 */
export function localDayStart(day: LocalDay, timeZone: string, dayStartHour: number): Date {
  const wanted = dayMsOf(day) + dayStartHour * 60 * 60 * 1000;
  const firstOffset = wallClockMs(wanted, timeZone) - wanted;
  const candidate = wanted - firstOffset;
  const secondOffset = wallClockMs(candidate, timeZone) - candidate;
  return new Date(secondOffset === firstOffset ? candidate : wanted - Math.min(firstOffset, secondOffset));
}
