import { localDayOf } from './local-day';
import { longestReturnAfterBreak, mostActiveDaysInOneMonth, recentActivity } from './streaks';

describe('gentle streaks: active days in the last seven', () => {
  it('counts the active days of the rolling week, today included', () => {
    const activity = recentActivity(
      new Set(['2026-03-01', '2026-03-04', '2026-03-07', '2026-02-20']),
      '2026-03-07',
    );
    expect(activity.activeDays).toBe(3);
    expect(activity.days.map((day) => day.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(activity.days.filter((day) => day.active).map((day) => day.day)).toEqual([
      '2026-03-01',
      '2026-03-04',
      '2026-03-07',
    ]);
  });

  it('has nothing to lose: a missed week shows 0 of 7 and the next active day counts again', () => {
    const days = new Set(['2026-03-01']);
    expect(recentActivity(days, '2026-03-10').activeDays).toBe(0);
    days.add('2026-03-11');
    expect(recentActivity(days, '2026-03-11').activeDays).toBe(1);
  });

  it('counts a late-night sitting for the evening before when the day starts at 4:00, per time zone', () => {
    const sittings = [
      new Date('2026-03-05T19:00:00.000Z'), // 22:00 on 5 March in Moscow
      new Date('2026-03-05T22:30:00.000Z'), // 01:30 on 6 March in Moscow: still 5 March at a 4:00 start
      new Date('2026-03-06T18:00:00.000Z'), // 21:00 on 6 March in Moscow
    ];
    const daysAt = (timeZone: string, dayStartHour: number) =>
      new Set(sittings.map((instant) => localDayOf(instant, timeZone, dayStartHour)));
    expect(recentActivity(daysAt('Europe/Moscow', 4), '2026-03-06').activeDays).toBe(2);
    expect(recentActivity(daysAt('Europe/Moscow', 0), '2026-03-06').activeDays).toBe(2);
    expect([...daysAt('Europe/Moscow', 0)]).toEqual(['2026-03-05', '2026-03-06']);
    // In Los Angeles the same sittings are daytime ones on 5 and 6 March; in Kiritimati, 6 and 7 March.
    expect([...daysAt('America/Los_Angeles', 0)]).toEqual(['2026-03-05', '2026-03-06']);
    expect(recentActivity(daysAt('Pacific/Kiritimati', 0), '2026-03-07').activeDays).toBe(2);
  });

  it('finds the most active days in one calendar month', () => {
    expect(mostActiveDaysInOneMonth([])).toBe(0);
    expect(
      mostActiveDaysInOneMonth([
        '2026-01-30',
        '2026-01-31',
        '2026-02-01',
        '2026-02-02',
        '2026-02-02',
        '2026-02-03',
      ]),
    ).toBe(3);
  });

  it('measures the longest pause someone came back after', () => {
    expect(longestReturnAfterBreak(['2026-03-01'])).toBe(0);
    expect(longestReturnAfterBreak(['2026-03-01', '2026-03-02'])).toBe(0);
    expect(longestReturnAfterBreak(['2026-03-20', '2026-03-01', '2026-03-05'])).toBe(14);
  });
});
