import { calendarMonths } from './calendar';

describe('the activity calendar', () => {
  it('lays out each month of the range as Monday-first weeks', () => {
    const months = calendarMonths('2026-02-24', '2026-03-02');
    expect(months.map((month) => month.start)).toEqual(['2026-02-01', '2026-03-01']);
    // 1 February 2026 is a Sunday: six empty cells before it.
    expect(months[0]?.weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(months[0]?.weeks.at(-1)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      null,
    ]);
    expect(months[1]?.weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('spans twelve months for a year, across the new year', () => {
    const months = calendarMonths('2025-04-01', '2026-03-15');
    expect(months).toHaveLength(12);
    expect(months.map((month) => month.start).slice(8, 10)).toEqual(['2025-12-01', '2026-01-01']);
  });
});
