import { DateTime } from 'luxon';
import { reminderDays, type QuietHours, type ReminderDay } from '@steady/contracts';

/** When a reminder rings: a clock time on some weekdays, in an IANA time zone. */
interface ReminderSchedule {
  time: string;
  days: readonly ReminderDay[];
  timeZone: string;
}

/** Hours and minutes of a valid "HH:MM". */
function clockOf(time: string): { hour: number; minute: number } {
  return { hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) };
}

/** Its occurrence on the local calendar day of `day`, or undefined when that weekday is not one of its days. */
function occurrenceOn(schedule: ReminderSchedule, day: DateTime): DateTime | undefined {
  const weekday = reminderDays[day.weekday - 1];
  if (weekday === undefined || !schedule.days.includes(weekday)) return undefined;
  const { hour, minute } = clockOf(schedule.time);
  // luxon moves a time that does not exist on a spring-forward day (02:30) on by the gap, as clocks do.
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour, minute },
    { zone: schedule.timeZone },
  );
}

function localDay(instant: Date, timeZone: string): DateTime {
  return DateTime.fromJSDate(instant, { zone: timeZone }).startOf('day');
}

/** The first occurrence strictly after `after` (a week ahead at most, as every reminder has a day). */
export function nextOccurrence(schedule: ReminderSchedule, after: Date): Date {
  const today = localDay(after, schedule.timeZone);
  for (let offset = 0; offset <= 8; offset += 1) {
    const occurrence = occurrenceOn(schedule, today.plus({ days: offset }));
    if (occurrence && occurrence.toMillis() > after.getTime()) return occurrence.toJSDate();
  }
  throw new Error(`Reminder schedule has no occurrence: ${JSON.stringify(schedule)}`);
}

/** The last occurrence at or before `atOrBefore`: the one a catch-up after downtime sends. */
export function latestOccurrence(schedule: ReminderSchedule, atOrBefore: Date): Date {
  const today = localDay(atOrBefore, schedule.timeZone);
  for (let offset = 0; offset <= 8; offset += 1) {
    const occurrence = occurrenceOn(schedule, today.minus({ days: offset }));
    if (occurrence && occurrence.toMillis() <= atOrBefore.getTime()) return occurrence.toJSDate();
  }
  throw new Error(`Reminder schedule has no occurrence: ${JSON.stringify(schedule)}`);
}

const minutesOf = (time: string) => {
  const { hour, minute } = clockOf(time);
  return hour * 60 + minute;
};

/** True when `instant`'s local time in `timeZone` falls in the quiet hours [start, end), which may wrap midnight. */
export function isInQuietHours(quietHours: QuietHours | null, instant: Date, timeZone: string): boolean {
  if (!quietHours) return false;
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  const minute = local.hour * 60 + local.minute;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** "Later today" asks for one nudge this long after the answer… */
const laterTodayDelayMs = 3 * 60 * 60 * 1000;
/** …or, where that is past the day's end or in quiet hours, this long before them (if still ahead). */
const laterTodayMarginMs = 30 * 60 * 1000;

/**
 * When "Later today" nudges again: three hours on, unless that is past the local midnight or the start of
 * the quiet hours, then half an hour before whichever comes first; undefined when too little of the day is
 * left (or it is already quiet): nothing more today.
 */
export function laterToday(now: Date, timeZone: string, quietHours: QuietHours | null): Date | undefined {
  if (isInQuietHours(quietHours, now, timeZone)) return undefined;
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  let dayEnd = today.plus({ days: 1 }).toMillis();
  if (quietHours) {
    const { hour, minute } = clockOf(quietHours.start);
    const quietStart = today.set({ hour, minute }).toMillis();
    if (quietStart > now.getTime()) dayEnd = Math.min(dayEnd, quietStart);
  }
  const wanted = now.getTime() + laterTodayDelayMs;
  if (wanted < dayEnd) return new Date(wanted);
  const fallback = dayEnd - laterTodayMarginMs;
  return fallback > now.getTime() + laterTodayMarginMs ? new Date(fallback) : undefined;
}
