import { isBadDayOn } from './bad-day';

describe('Today is hard', () => {
  it('is on only until its end', () => {
    const until = '2026-03-01T21:00:00.000Z';
    expect(isBadDayOn(until, new Date('2026-03-01T20:59:59.999Z'))).toBe(true);
    expect(isBadDayOn(until, new Date('2026-03-01T21:00:00.000Z'))).toBe(false);
  });

  it('is off when it was never turned on', () => {
    expect(isBadDayOn(null, new Date())).toBe(false);
  });
});
