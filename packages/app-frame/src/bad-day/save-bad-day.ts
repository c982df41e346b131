import { apiRequest, readerTimeZone } from '@steady/api-client';
import { badDayStateSchema, type BadDayState } from '@steady/contracts';
import { addDays, localDayOf, localDayStart } from '@steady/domain';

/** A guest has no day-start setting: their day starts at midnight, as a new account's does. */
const guestDayStartHour = 0;

/** Until the next midnight on this device's clock, as the server counts it for an account. */
function guestBadDay(on: boolean, now: Date): BadDayState {
  if (!on) return { until: null };
  const timeZone = readerTimeZone() ?? 'UTC';
  const today = localDayOf(now, timeZone, guestDayStartHour);
  return { until: localDayStart(addDays(today, 1), timeZone, guestDayStartHour).toISOString() };
}

/**
 * Turns "Today is hard" on or off: on the account for a signed-in user (the server pauses their
 * reminders and tells their other devices), on this device for a guest.
 */
export function saveBadDay(on: boolean, signedIn: boolean): Promise<BadDayState> {
  if (!signedIn) return Promise.resolve(guestBadDay(on, new Date()));
  return apiRequest('/user/bad-day', {
    method: 'PUT',
    body: { on, timeZone: readerTimeZone() },
    schema: badDayStateSchema,
  });
}
