import { addDays } from '@steady/domain';

interface CalendarMonth {
  /** The month's first day, YYYY-MM-01. */
  start: string;
  /** Weeks of seven cells, Monday first; null pads the days before the 1st and after the last. */
  weeks: (string | null)[][];
}

/** Every calendar month from `from`'s to `to`'s, laid out as Monday-first weeks. */
export function calendarMonths(from: string, to: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let start = `${from.slice(0, 7)}-01`; start <= to; start = nextMonth(start)) {
    const days: (string | null)[] = [];
    // 2 March 2026 was a Monday; the weekday of any day follows from the distance to it.
    const weekday = ((((Date.parse(start) - Date.parse('2026-03-02')) / 86_400_000) % 7) + 7) % 7;
    for (let pad = 0; pad < weekday; pad += 1) days.push(null);
    for (let day = start; day.slice(0, 7) === start.slice(0, 7); day = addDays(day, 1)) days.push(day);
    while (days.length % 7 !== 0) days.push(null);
    const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
    months.push({ start, weeks });
  }
  return months;
}

function nextMonth(start: string): string {
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
