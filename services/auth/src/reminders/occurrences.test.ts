import { isInQuietHours, laterToday, latestOccurrence, nextOccurrence } from './occurrences';

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

describe('when a reminder rings', () => {
  it('rings on its next chosen weekday at its local time', () => {
    // Friday 2026-03-06 18:00 in Moscow; the next weekday is Monday.
    const schedule = { time: '08:15', days: weekdays, timeZone: 'Europe/Moscow' };
    expect(nextOccurrence(schedule, new Date('2026-03-06T15:00:00Z')).toISOString()).toBe(
      '2026-03-09T05:15:00.000Z',
    );
    expect(latestOccurrence(schedule, new Date('2026-03-08T12:00:00Z')).toISOString()).toBe(
      '2026-03-06T05:15:00.000Z',
    );
  });

  it('keeps the local time across daylight-saving changes in both directions', () => {
    const berlin = { time: '07:30', days: ['sun', 'mon'] as const, timeZone: 'Europe/Berlin' };
    // Berlin springs forward on Sunday 29 March and falls back on Sunday 25 October 2026.
    expect(nextOccurrence(berlin, new Date('2026-03-28T12:00:00Z')).toISOString()).toBe(
      '2026-03-29T05:30:00.000Z',
    );
    expect(nextOccurrence(berlin, new Date('2026-03-22T12:00:00Z')).toISOString()).toBe(
      '2026-03-23T06:30:00.000Z',
    );
    expect(nextOccurrence(berlin, new Date('2026-10-24T12:00:00Z')).toISOString()).toBe(
      '2026-10-25T06:30:00.000Z',
    );
  });

  it('moves a time the clocks skip on to the first minute that exists, as a wall clock does', () => {
    const newYork = { time: '02:30', days: ['sun'] as const, timeZone: 'America/New_York' };
    // 02:30 does not exist on 8 March 2026 in New York: it rings at 03:30 EDT.
    expect(nextOccurrence(newYork, new Date('2026-03-07T12:00:00Z')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('is strictly after the given instant, so a just-sent reminder moves on', () => {
    const schedule = { time: '10:00', days: ['wed'] as const, timeZone: 'UTC' };
    const sentAt = new Date('2026-03-04T10:00:00Z');
    expect(nextOccurrence(schedule, sentAt).toISOString()).toBe('2026-03-11T10:00:00.000Z');
    expect(latestOccurrence(schedule, sentAt).toISOString()).toBe(sentAt.toISOString());
  });
});

describe('quiet hours', () => {
  const at = (iso: string) => new Date(iso);

  it('cover the local times from their start up to their end, wrapping midnight', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(isInQuietHours(night, at('2026-03-01T19:00:00Z'), 'Europe/Moscow')).toBe(true);
    expect(isInQuietHours(night, at('2026-03-01T03:59:00Z'), 'Europe/Moscow')).toBe(true);
    expect(isInQuietHours(night, at('2026-03-01T04:00:00Z'), 'Europe/Moscow')).toBe(false);
    expect(isInQuietHours(night, at('2026-03-01T18:59:00Z'), 'Europe/Moscow')).toBe(false);
  });

  it('are read in the reminder’s own time zone, and none means never quiet', () => {
    const lunch = { start: '12:00', end: '13:00' };
    expect(isInQuietHours(lunch, at('2026-03-01T12:30:00Z'), 'UTC')).toBe(true);
    expect(isInQuietHours(lunch, at('2026-03-01T12:30:00Z'), 'Asia/Tokyo')).toBe(false);
    expect(isInQuietHours(null, at('2026-03-01T12:30:00Z'), 'UTC')).toBe(false);
  });
});

describe('"Later today"', () => {
  const moscow = 'Europe/Moscow';
  // Moscow is UTC+3 all year: 10:00 UTC is 13:00 there.
  const at = (utc: string) => new Date(`2026-03-01T${utc}:00Z`);
  const later = (utc: string, quietHours: { start: string; end: string } | null = null) =>
    laterToday(at(utc), moscow, quietHours)?.toISOString();

  it('comes three hours on while the day has room for it', () => {
    expect(later('10:00')).toBe('2026-03-01T13:00:00.000Z');
  });

  it('comes half an hour before midnight or the quiet hours, whichever is first', () => {
    // 19:00 in Moscow: 22:00 is fine without quiet hours; from 21:00 on they start first.
    expect(later('16:00')).toBe('2026-03-01T19:00:00.000Z');
    expect(later('16:00', { start: '21:00', end: '07:00' })).toBe('2026-03-01T17:30:00.000Z');
    // 22:00: three hours on is tomorrow, so 23:30.
    expect(later('19:00')).toBe('2026-03-01T20:30:00.000Z');
    // Quiet hours that begin after midnight leave the evening open up to it.
    expect(later('19:00', { start: '01:00', end: '07:00' })).toBe('2026-03-01T20:30:00.000Z');
  });

  it('does not come when too little of the day is left, or when it is already quiet', () => {
    expect(later('20:15')).toBeUndefined();
    expect(later('19:30', { start: '22:00', end: '07:00' })).toBeUndefined();
    expect(later('20:00', { start: '22:00', end: '07:00' })).toBeUndefined();
  });
});
