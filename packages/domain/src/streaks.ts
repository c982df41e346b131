import { addDays, dayDistance, type LocalDay } from './local-day';

/** Streaks look at a rolling week: "3 of the last 7 days", never a chain that breaks. */
export const streakWindowDays = 7;

export interface RecentActivity {
  /** The window's days, oldest first, today last. */
  days: { day: LocalDay; active: boolean }[];
  /** How many of them had any practice. A missed day lowers nothing else: XP, levels and badges stay. */
  activeDays: number;
}

/** Which of the last `windowDays` days (today included) were active. */
export function recentActivity(
  activeDays: ReadonlySet<LocalDay>,
  today: LocalDay,
  windowDays: number = streakWindowDays,
): RecentActivity {
  const days = Array.from({ length: windowDays }, (_, index) => {
    const day = addDays(today, index - windowDays + 1);
    return { day, active: activeDays.has(day) };
  });
  return { days, activeDays: days.filter((day) => day.active).length };
}

/** The most active days any one calendar month holds. */
export function mostActiveDaysInOneMonth(activeDays: Iterable<LocalDay>): number {
  const perMonth = new Map<string, number>();
  for (const day of new Set(activeDays)) {
    const month = day.slice(0, 7);
    perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
  }
  return Math.max(0, ...perMonth.values());
}

/** The longest pause between two active days, in days away (0 with fewer than two active days). */
export function longestReturnAfterBreak(activeDays: Iterable<LocalDay>): number {
  const sorted = [...new Set(activeDays)].sort();
  let longest = 0;
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (previous && current) longest = Math.max(longest, dayDistance(previous, current) - 1);
  }
  return longest;
}
