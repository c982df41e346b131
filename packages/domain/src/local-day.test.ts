import { addDays, dayDistance, daysBetween, localDayOf, localDayStart } from './local-day';

describe("the user's day", () => {
  it('is the calendar date in their time zone', () => {
    const instant = new Date('2026-03-01T22:30:00.000Z');
    expect(localDayOf(instant, 'UTC', 0)).toBe('2026-03-01');
    expect(localDayOf(instant, 'Europe/Moscow', 0)).toBe('2026-03-02');
    expect(localDayOf(instant, 'America/New_York', 0)).toBe('2026-03-01');
    expect(localDayOf(new Date('2026-03-02T03:00:00.000Z'), 'America/New_York', 0)).toBe('2026-03-01');
  });

  it('counts late-night use for the evening before when the day starts later than midnight', () => {
    // 01:30 in Moscow on 2 March.
    const lateNight = new Date('2026-03-01T22:30:00.000Z');
    expect(localDayOf(lateNight, 'Europe/Moscow', 0)).toBe('2026-03-02');
    expect(localDayOf(lateNight, 'Europe/Moscow', 4)).toBe('2026-03-01');
    // 04:00 exactly starts the new day.
    expect(localDayOf(new Date('2026-03-02T01:00:00.000Z'), 'Europe/Moscow', 4)).toBe('2026-03-02');
  });

  it('follows daylight-saving changes by the wall clock, not by a fixed offset', () => {
    // Berlin moves from +1 to +2 at 01:00 UTC on 29 March 2026. 03:30 local is after the change.
    expect(localDayOf(new Date('2026-03-29T01:30:00.000Z'), 'Europe/Berlin', 3)).toBe('2026-03-29');
    expect(localDayOf(new Date('2026-03-29T00:30:00.000Z'), 'Europe/Berlin', 3)).toBe('2026-03-28');
  });

  it('starts at the day-start hour on the wall clock, also across a daylight-saving change', () => {
    expect(localDayStart('2026-03-02', 'Europe/Moscow', 4).toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect(localDayStart('2026-03-02', 'UTC', 0).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(localDayStart('2026-07-01', 'Europe/Berlin', 0).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 02:00 does not exist in Berlin on 29 March: the day starts when the clock jumps to 03:00.
    expect(localDayStart('2026-03-29', 'Europe/Berlin', 2).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(localDayStart('2026-03-08', 'America/New_York', 2).toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('does calendar arithmetic across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(dayDistance('2026-03-01', '2026-03-15')).toBe(14);
  });
});
